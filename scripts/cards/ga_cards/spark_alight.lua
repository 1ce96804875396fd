-- Spark Alight: Deal 2 damage to target unit. Class Bonus: 3 damage instead.
-- Class bonus: a champion you control shares one of this card's classes (its `class` attribute).
local function class_bonus(ctx)
	for class in string.gmatch(ctx.this:attribute("class") or "", "[^,]+") do
		for _, champion in ipairs(ctx:objects({ zone = "field", type = "champion", controller = "you" })) do
			if champion:has_subtype(class) then
				return true
			end
		end
	end
	return false
end

return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), class_bonus(ctx) and 3 or 2)
	end,
}
