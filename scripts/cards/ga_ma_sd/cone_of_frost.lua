-- Cone of Frost: [Class Bonus] costs 1 less. [Level 1+] / [Level 3+] / [Level 5+]: deal 2
-- damage to up to one target unit (one target requirement per level bonus the champion's
-- level reaches as the card is activated; each dealt as its instruction resolves).
local LEVELS = { 1, 3, 5 }

return {
	statics = {
		{
			reduce = 1,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(ctx)
		local wanted = {}
		for _, level in ipairs(LEVELS) do
			if ctx:rule("level") >= level then
				table.insert(
					wanted,
					{ label = "unit (Level " .. level .. "+)", any_type = { "champion", "ally" }, up_to = 1 }
				)
			end
		end
		return wanted
	end,
	resolve = function(ctx)
		for i, level in ipairs(LEVELS) do
			local unit = ctx:rule("level") >= level and ctx:targets(i)[1]
			if unit then
				ctx:deal_damage(unit, 2)
			end
		end
	end,
}
