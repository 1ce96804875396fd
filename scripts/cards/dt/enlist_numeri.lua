-- Enlist Numeri (DT 138): Play: Take control of an enemy creature with æmber on it. While
-- under your control, it belongs to house Saurian (instead of its original house).
return {
	resolve = function(ctx)
		local holding = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if creature:counter("amber") > 0 then
				table.insert(holding, creature)
			end
		end
		local picked = ctx:choose({ prompt = "Take control of which enemy creature?", objects = holding })[1]
		if picked == nil or not ctx:take_control(picked) then
			return
		end
		ctx:lasting({
			target = picked,
			duration = "indefinitely",
			effect = { attribute = "house", value = "saurian", while_controlled = true },
		})
	end,
}
