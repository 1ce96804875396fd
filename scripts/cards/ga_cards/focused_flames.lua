-- Focused Flames: Class Bonus: this card costs 1 less to activate. Deal 4 damage to target
-- unit an opponent controls.
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
		{
			reduce = 1,
			condition = class_bonus,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(_ctx)
		return {
			{
				label = "unit an opponent controls",
				any_type = { "champion", "ally" },
				controller = "opponent",
				count = 1,
			},
		}
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 4)
	end,
}
