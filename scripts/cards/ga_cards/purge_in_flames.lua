-- Purge in Flames: Efficiency. Deal 2 damage to all units except your champion.
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

-- LV: the level of your champion (constant abilities applied).
local function champion_level(ctx)
	local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
	return champion and (champion:stat("level") or 0) or 0
end

return {
	statics = {
		{
			reduce = function(ctx, _card)
				return champion_level(ctx)
			end,
			from = { "stack" },
			self_only = true,
		},
	},
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
