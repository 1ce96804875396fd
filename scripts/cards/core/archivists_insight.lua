-- Archivist's Insight: Efficiency (this card costs LV less to activate). Draw two cards.
-- Efficiency works only while the card is being activated: from the stack, on itself.
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
		ctx:draw(2)
	end,
}
