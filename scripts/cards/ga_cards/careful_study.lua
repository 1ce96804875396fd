-- Careful Study: Efficiency. Put five enlighten counters on your champion.
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
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		ctx:add_counter(champion, "enlighten", 5)
	end,
}
