-- SGS Illuminator (DT 089): Action: Exhaust up to 4 friendly Sanctum creatures. For each
-- creature exhausted this way, stun and exalt a creature.
return {
	action = function(ctx)
		for _ = 1, #ctx:rule("exhaust_up_to", 4, "sanctum") do
			local all = ctx:objects({ zone = "battleline", controller = "any" })
			local picked = ctx:choose({ prompt = "Stun and exalt which creature?", objects = all })[1]
			if picked ~= nil then
				ctx:rule("stun", picked)
				ctx:rule("exalt", picked)
			end
		end
	end,
}
