-- Bosun Creen (AS 290): Enhance (deck building only). Scrap: Move a creature (either side)
-- to a flank of its controller's battleline.
return {
	scrap = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local pick = ctx:choose({ prompt = "Move which creature to a flank?", objects = creatures })[1]
		if pick ~= nil then
			ctx:rule("move_to_flank", pick)
		end
	end,
}
