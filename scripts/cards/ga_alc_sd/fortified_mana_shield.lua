-- Fortified Mana Shield: [Class Bonus] costs 2 less if its activation targets a unit with
-- taunt (a cost reduction checked at step 1.7, after targets). The next time target unit
-- would take non-combat damage this turn, prevent 4 of that damage (one instance).
return {
	statics = {
		{
			reduce = 2,
			condition = function(ctx)
				local unit = ctx:target(1)
				return ctx:rule("class_bonus") and unit ~= nil and unit:has_keyword("taunt")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:lasting({
			target = ctx:target(1),
			duration = "turn",
			effect = { prevent = 4, damage = "non_combat", instance = true },
		})
	end,
}
