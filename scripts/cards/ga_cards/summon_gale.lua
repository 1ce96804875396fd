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

return {
	statics = {
		-- Class Bonus: it has Efficiency (the ruleset's keyword_costs do the rest).
		{
			grant = "efficiency",
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
