-- Kaboom! (AS 252): Play: Put each Mars creature into its owner's archives. Destroy each
-- creature (together). Gain 3 chains.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:rule("creatures_of_house", "mars", "any")) do
			ctx:move(creature, "archives")
		end
		ctx:destroy(ctx:objects({ zone = "battleline" }))
		ctx:gain(ctx.controller, "chains", 3)
	end,
}
