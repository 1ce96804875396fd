-- Total Recall (CotA 179): Play: For each friendly ready creature, gain 1 æmber. Return
-- each friendly creature to your hand.
return {
	resolve = function(ctx)
		ctx:gain(
			ctx.controller,
			"amber",
			ctx:count({ zone = "battleline", controller = "you", rested = false })
		)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			ctx:move(creature, "hand")
		end
	end,
}
