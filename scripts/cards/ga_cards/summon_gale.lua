-- Summon Gale: Class Bonus: Efficiency. Return target ally to its owner's hand.
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
			condition = function(ctx)
				return class_bonus(ctx)
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(_ctx)
		return { { label = "ally", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:move(ctx:target(1), "hand")
	end,
}
