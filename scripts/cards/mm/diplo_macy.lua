-- Diplo-Macy (MM 218), action: Alpha. Play: Until the start of your next turn, each creature
-- gains, "Before Fight: Exalt this creature." The keyword before_fight_exalt, read by the
-- rules' fight; creatures that enter play meanwhile gain it too.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { zone = "battleline", controller = "any" },
			duration = "until_your_next_turn",
			effect = { grant = "before_fight_exalt" },
		})
	end,
}
