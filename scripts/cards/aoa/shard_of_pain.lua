-- Shard of Pain (AoA 104), artifact: Action: Deal 1 damage to an enemy creature for each friendly Shard. "Friendly" is the
-- user's (the rules' friendly_with_trait: the Shard itself counts when used as theirs).
return {
	action = function(ctx)
		local n = ctx:rule("friendly_with_trait", "shard")
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		if #enemies == 0 then
			return
		end
		local dealt, order = {}, {}
		for _ = 1, n do
			local picked =
				ctx:choose({ prompt = "Deal 1 damage to which enemy creature?", objects = enemies })[1]
			if dealt[picked.id] == nil then
				dealt[picked.id] = 0
				table.insert(order, picked)
			end
			dealt[picked.id] = dealt[picked.id] + 1
		end
		for _, creature in ipairs(order) do
			ctx:deal_damage(creature, dealt[creature.id])
		end
	end,
}
