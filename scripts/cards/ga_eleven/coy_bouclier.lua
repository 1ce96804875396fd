-- Coy Bouclier: [Level 2+] this card costs 2 less to activate. [Class Bonus] As long as you
-- control another ally, Coy Bouclier has taunt.
return {
	statics = {
		{
			reduce = 2,
			from = { "stack" },
			self_only = true,
			condition = function(ctx)
				return ctx:rule("level") >= 2
			end,
		},
		{
			grant = "taunt",
			self_only = true,
			condition = function(ctx)
				return ctx:rule("class_bonus")
					and ctx:count({ type = "ally", controller = "you", other = true }) > 0
			end,
		},
	},
}
