-- Energy Vampirism (GR 131): Play: a creature captures 1 from its own side; then 1 damage
-- to a creature for each æmber on it, point by point.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Which creature captures 1?", objects = creatures })[1]
		if pick == nil then
			return
		end
		ctx:rule("capture_from_own_side", pick, 1)
		local n = pick:is_valid() and pick:counter("amber") or 0
		ctx:rule(
			"allot_damage",
			ctx:objects({ zone = "battleline", controller = "any" }),
			n,
			"Deal 1 damage to which creature?"
		)
	end,
}
