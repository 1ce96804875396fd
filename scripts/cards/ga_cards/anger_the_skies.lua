-- Anger the Skies: Deal 3 damage to all allies. Class Bonus: 4 damage instead.
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
	resolve = function(ctx)
		local amount = class_bonus(ctx) and 4 or 3
		for _, ally in ipairs(ctx:objects({ type = "ally" })) do
			ctx:deal_damage(ally, amount)
		end
	end,
}
