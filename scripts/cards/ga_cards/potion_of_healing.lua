-- Potion of Healing: Brew (two Herbs) is data, an alternative cost. Sacrifice it: recover 5.
return {
	activated = {
		drink = {
			resolve = function(ctx)
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				if champion then
					ctx:recover(champion, 5)
				end
			end,
		},
	},
}
