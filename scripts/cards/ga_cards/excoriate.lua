-- Excoriate: Class Bonus: this card costs 1 less to activate. Destroy target ally an
-- opponent controls with cost 4 or less (its printed cost).
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
				label = "ally of cost 4 or less",
				type = "ally",
				controller = "opponent",
				max_cost = 4,
				count = 1,
			},
		}
	end,
	resolve = function(ctx)
		ctx:destroy(ctx:target(1))
	end,
}
