-- Fraysia (ingredient token): sacrifice it: recover 1.
return {
	activated = {
		use = {
			resolve = function(ctx)
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				if champion then
					ctx:recover(champion, 1)
				end
			end,
		},
	},
}
