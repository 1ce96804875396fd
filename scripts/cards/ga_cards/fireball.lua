-- Fireball: Class Bonus: this card costs 2 less to activate. Deal 1 + LV damage to target
-- unit (a champion or an ally).
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
			reduce = 2,
			condition = class_bonus,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 1 + champion_level(ctx))
	end,
}
