-- Hua Xiong, Insurgent's Fang: Vigor (the rules script's keyword trigger). [Jin Bonus]
-- Polearm attack cards you activate enter the intent with +2 power (their power in your
-- intent, where a constant ability reaches). [Jin Bonus] Rest it, discard a Polearm attack
-- card: prevent the next 2 damage that would be dealt to target unit you control this turn.
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			reaches = { "intent" },
			applies_to = function(ctx, card)
				return card:zone() == "intent"
					and card:controller() == ctx.controller
					and card:has_type("attack")
					and card:has_subtype("polearm")
			end,
			condition = function(ctx)
				return ctx:rule("lineage_bonus", "jin")
			end,
		},
	},
	activated = {
		guard = {
			legal = function(ctx)
				if not ctx:rule("lineage_bonus", "jin") then
					return false, "only with the Jin bonus (a Jin champion)"
				end
				return true
			end,
			targets = function(_ctx)
				return {
					{
						label = "unit you control",
						any_type = { "champion", "ally" },
						controller = "you",
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
