-- Aenean Swelling Gusts: [Class Bonus] [Level 3+] This card costs 2 less to activate.
-- Deal X damage to target unit, X the wind element objects you control (counted as it
-- resolves). [Class Bonus] [Level 5+] Draw a card into your memory. LV is the level this
-- Spell reads, Empower included.
local function bonus_at(ctx, level)
	return ctx:rule("class_bonus") and ctx:rule("level") >= level
end

return {
	statics = {
		{
			reduce = 2,
			condition = function(ctx)
				return bonus_at(ctx, 3)
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(_ctx)
		return { { label = "unit to deal damage to", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), ctx:count({ controller = "you", element = "wind" }))
		if bonus_at(ctx, 5) then
			ctx:rule("draw_into_memory")
		end
	end,
}
