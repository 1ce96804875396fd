-- Abduct-o-Matic (GR 202): After Fight: If you are haunted, capture 2 æmber. Scrap: The
-- least powerful friendly creature captures 2 æmber (ties: its player picks among them).
return {
	fight = function(ctx)
		if ctx:rule("haunted") then
			ctx:capture(ctx.this, 2)
		end
	end,
	scrap = function(ctx)
		local least, low = {}, nil
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			local power = creature:stat("power") or 0
			if low == nil or power < low then
				least, low = { creature }, power
			elseif power == low then
				table.insert(least, creature)
			end
		end
		local prompt = "Which least powerful friendly creature captures 2 æmber?"
		local pick = ctx:choose({ prompt = prompt, objects = least })[1]
		ctx:capture(pick, 2)
	end,
}
