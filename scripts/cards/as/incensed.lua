-- Incensed (AS 035), action: Play: for the remainder of the turn, each friendly creature
-- (one played later this turn too) gains "After Fight: gain 1 æmber" (RULE-GIVEN-USE-1).
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "you" },
			duration = "turn",
			effect = { gains = "fight" },
		})
	end,
	lasting_grants = {
		fight = function(ctx)
			ctx:gain(ctx.controller, "amber", 1)
		end,
	},
}
