-- Rocket Jump: [Class Bonus] costs 2 less. Target unit becomes distant. If that unit is
-- defending (a target of the combat under way), deal 4 damage to its attacker.
return {
	statics = {
		{
			reduce = 2,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(_ctx)
		return { { label = "unit to become distant", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		local unit = ctx:target(1)
		if unit == nil then
			return
		end
		ctx:rule("become_distant", unit)
		local combat = ctx:combat()
		if combat == nil or combat.attacker == nil then
			return
		end
		for _, defender in ipairs(combat.targets) do
			if defender.id == unit.id then
				ctx:deal_damage(combat.attacker, 4)
				return
			end
		end
	end,
}
