-- Distant Void Prober (GR 205): After Reap: If you are haunted, your opponent's keys cost +3
-- during their next turn. Scrap: An enemy creature captures 1 from its own side.
return {
	reap = function(ctx)
		if ctx:rule("haunted") then
			ctx:rule("keys_cost_next_turn", 3)
		end
	end,
	scrap = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Which enemy creature captures 1?", objects = enemies })[1]
		if pick ~= nil then
			ctx:rule("capture_from_own_side", pick, 1)
		end
	end,
}
