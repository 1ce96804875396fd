-- Shadow of Dis (AoA 103), action: Play: Until your next turn, enemy creatures' text boxes
-- are considered blank (except for traits): they lose every ability, keywords included,
-- until its player's next turn starts; creatures that enter play meanwhile too. Their power
-- and armor are not text: they stay.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { zone = "battleline", controller = "opponent" },
			duration = "until_your_next_turn",
			effect = { lose_abilities = true },
		})
	end,
}
