-- Arcane Blast: Efficiency. Deal 11 damage to target champion.
-- LV: the level of your champion (constant abilities applied).
local function champion_level(ctx)
	local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
	return champion and (champion:stat("level") or 0) or 0
end

return {
	statics = {
		-- Efficiency works only while the card is being activated: from the stack, on itself.
		{
			reduce = function(ctx, _card)
				return champion_level(ctx)
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(_ctx)
		return { { label = "champion", type = "champion", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 11)
	end,
}
