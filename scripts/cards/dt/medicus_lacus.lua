-- Medicus Lacus (DT 178): While the tide is high, you may spend æmber on friendly creatures
-- as if it were in your pool (after your pool, KF-FORGE-SOURCE-2; left to right). With the
-- tide low or neither, the creatures' æmber stays where it is.
return {
	statics = {
		{
			spend_from = function(ctx)
				if ctx:rule("tide") ~= "high" then
					return {}
				end
				return ctx:rule("line", ctx.controller)
			end,
			cost = "key",
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
		},
	},
}
