-- Universal Welcome (AS 273): Play: Take control of the enemy creature in the center of your
-- opponent's battleline (none with an even number of creatures there).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if ctx:rule("in_center", creature) then
				ctx:take_control(creature)
				return
			end
		end
	end,
}
