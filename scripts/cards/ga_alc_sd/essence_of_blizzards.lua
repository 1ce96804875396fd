-- Essence of Blizzards: Brew (an Adjuvant and a Catalyst) is data, an alternative cost.
-- Sacrifice it: deal 1 damage to target unit; if that unit is rested, 1 + LV instead. Until
-- end of turn, allies enter the field rested (a lasting Hindered on every ally).
return {
	activated = {
		drink = {
			targets = function(_ctx)
				return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
			end,
			resolve = function(ctx)
				local unit = ctx:target(1)
				if unit then
					ctx:deal_damage(unit, unit:is_rested() and 1 + ctx:rule("level") or 1)
				end
				ctx:lasting({ target = { type = "ally" }, duration = "turn", effect = { grant = "hindered" } })
			end,
		},
	},
}
