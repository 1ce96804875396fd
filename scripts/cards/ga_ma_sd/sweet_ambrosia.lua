-- Sweet Ambrosia: Banish it: recover 3.
return {
	activated = {
		drink = {
			resolve = function(ctx)
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				if champion then
					ctx:recover(champion, 3)
				end
			end,
		},
	},
}
