-- Refracting Missile: deal damage to target unit equal to the number of Fractal objects
-- you control plus 1 (counted as it resolves). Floating Memory is a printed keyword.
return {
	targets = function()
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		local unit = ctx:target(1)
		if unit == nil then
			return
		end
		ctx:deal_damage(unit, ctx:count({ subtype = "fractal", controller = "you" }) + 1)
	end,
}
