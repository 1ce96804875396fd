-- Prop Dusting (AS 294): Play: Destroy an enemy flank creature.
return {
	resolve = function(ctx)
		local flanks = ctx:rule("flank_creatures", "opponent")
		local pick = ctx:choose({ prompt = "Destroy which enemy flank creature?", objects = flanks })[1]
		if pick ~= nil then
			ctx:destroy(pick)
		end
	end,
}
