-- Disorienting Winds: Efficiency. Return target ally to its owner's hand. Draw a card.
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
	targets = function(_ctx)
		return { { label = "ally", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:move(ctx:target(1), "hand")
		ctx:draw(1)
	end,
}
