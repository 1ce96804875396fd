-- Smack with Flute: an attack card. On Attack: your champion gets +1 level until end of
-- turn. Class Bonus: Floating Memory (from the graveyard).
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: your champion gets +1 level until end of turn",
			resolve = function(ctx)
				local champion = ctx:objects({ type = "champion", controller = "you" })[1]
				ctx:lasting({
					target = champion,
					duration = "end_of_turn",
					effect = { stat = "level", increase = 1 },
				})
			end,
		},
	},
}
