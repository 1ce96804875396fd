-- Purge in Flames: Efficiency. Deal 2 damage to all units except your champion.
-- Efficiency is the keyword in its data: the ruleset's keyword_costs make it cost LV less.
-- Class Bonus: 3 damage instead. Units are champions and allies.
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
		local amount = class_bonus(ctx) and 3 or 2
		for _, ally in ipairs(ctx:objects({ type = "ally" })) do
			ctx:deal_damage(ally, amount)
		end
		for _, champion in ipairs(ctx:objects({ type = "champion", controller = "opponent" })) do
			ctx:deal_damage(champion, amount)
		end
	end,
}
