-- Minister of Ceremony: REST: as a Spell, deal 3 damage to target unit. Activate this
-- ability only at slow speed (its data) and only if your Shifting Currents face East.
return {
	activated = {
		rite = {
			legal = function(ctx)
				if ctx:rule("currents") ~= "east" then
					return false, "only while your Shifting Currents face East"
				end
				return true
			end,
			targets = function(_ctx)
				return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
			end,
			resolve = function(ctx)
				ctx:deal_damage(ctx:target(1), 3)
			end,
		},
	},
}
