-- Cyclical Breeze: [Class Bonus] costs 2 less. Return target wind element Spell card from
-- your graveyard to your hand.
return {
	statics = {
		{
			reduce = 2,
			from = { "stack" },
			self_only = true,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
	targets = function()
		return {
			{
				label = "wind Spell card in your graveyard",
				zone = "graveyard",
				controller = "you",
				element = "wind",
				subtype = "spell",
				count = 1,
			},
		}
	end,
	resolve = function(ctx)
		ctx:move(ctx:target(1), "hand")
	end,
}
