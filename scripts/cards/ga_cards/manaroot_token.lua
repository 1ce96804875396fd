-- Manaroot (ingredient token): sacrifice it: your champion gets +1 level until end of turn.
return {
	activated = {
		use = {
			resolve = function(ctx)
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				if champion then
					ctx:lasting({
						target = champion,
						duration = "end_of_turn",
						effect = { stat = "level", increase = 1 },
					})
				end
			end,
		},
	},
}
