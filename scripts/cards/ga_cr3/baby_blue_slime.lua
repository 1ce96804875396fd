-- Baby Blue Slime: [Class Bonus] +1 life. REST: prevent the next 2 damage that would be
-- dealt to another target Slime ally you control this turn.
return {
	statics = {
		{
			stat = "life",
			increase = 1,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
	activated = {
		shield = {
			targets = function(_ctx)
				return {
					{
						label = "another Slime ally you control",
						type = "ally",
						subtype = "slime",
						controller = "you",
						other = true,
						count = 1,
					},
				}
			end,
			resolve = function(ctx)
				ctx:lasting({ target = ctx:target(1), duration = "turn", effect = { prevent = 2 } })
			end,
		},
	},
}
