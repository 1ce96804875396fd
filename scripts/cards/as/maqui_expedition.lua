-- Maqui Expedition (AS 266): Play: Take control of an enemy flank creature.
return {
	resolve = function(ctx)
		local flanks = ctx:rule("flank_creatures", "opponent")
		local pick =
			ctx:choose({ prompt = "Take control of which enemy flank creature?", objects = flanks })[1]
		if pick ~= nil then
			ctx:take_control(pick)
		end
	end,
}
