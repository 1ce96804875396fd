-- Diplo-Macy (WC 218), action: Play: until the start of your next turn, each creature
-- (both sides', those played later too) gains "Before Fight: exalt this creature"
-- (KF-LASTING-GAINS-1). An extra turn of yours ends it sooner.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "any" },
			duration = "until_your_next_turn",
			effect = { gains = "before_fight" },
		})
	end,
	lasting_grants = {
		before_fight = function(ctx)
			ctx:rule("exalt", ctx.this)
		end,
	},
}
