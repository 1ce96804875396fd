-- Edge of the World (AS 276): Play: Move a creature (either side) to a flank of its
-- controller's battleline. Steal 1 æmber.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local pick = ctx:choose({ prompt = "Move which creature to a flank?", objects = creatures })[1]
		if pick ~= nil then
			ctx:rule("move_to_flank", pick)
		end
		ctx:steal(1)
	end,
}
