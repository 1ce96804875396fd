-- Crystal of Empowerment: Banish it: your champion gets +2 level until end of turn.
return {
	activated = {
		empower = {
			resolve = function(ctx)
				local champion = ctx:objects({ type = "champion", controller = "you" })[1]
				ctx:lasting({
					target = champion,
					duration = "end_of_turn",
					effect = { stat = "level", increase = 2 },
				})
			end,
		},
	},
}
