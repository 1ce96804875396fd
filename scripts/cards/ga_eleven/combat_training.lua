-- Combat Training: target Warrior ally's next attack this turn gets +2 power; +3 instead if
-- that ally is unique (read as it resolves). [Class Bonus] Floating Memory (restricted
-- keyword in its data).
return {
	targets = function()
		return { { label = "Warrior ally", type = "ally", subtype = "warrior", count = 1 } }
	end,
	resolve = function(ctx)
		local ally = ctx:target(1)
		if ally == nil then
			return
		end
		local bonus = ally:has_type("unique") and 3 or 2
		ctx:lasting({ target = ally, duration = "next_attack", effect = { stat = "power", increase = bonus } })
	end,
}
