-- Kaboom! (WoE 159): Play: Put each Mars creature into its owner's archives. Destroy each
-- creature. Gain 3 chains.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if ctx:rule("of_house", creature, "mars") then
				ctx:move(creature, "archives")
			end
		end
		ctx:destroy(ctx:objects({ zone = "battleline", controller = "any" }))
		ctx:gain(ctx.controller, "chains", 3)
	end,
}
