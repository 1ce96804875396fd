-- Gron Nine-Toes (WC 009) and Mega Gron Nine-Toes (WC 058): +4 power while damaged, but
-- only once it has survived the damage. A creature marks "survived" after damage it lived
-- through, so the destruction check that follows fresh damage reads its power without the
-- bonus; the mark goes when it is fully healed.
local MARK = "survived"

local function boosted(ctx, obj)
	return obj == ctx.this and ctx.this:damage() > 0 and ctx.this:counter(MARK) > 0
end

return {
	statics = {
		{ stat = "power", increase = 4, applies_to = boosted },
	},
	triggers = {
		{
			on = "damaged",
			own = true,
			label = "survived the damage: +4 power while damaged",
			applies = function(ctx, _event)
				return ctx.this:zone() == "battleline"
					and ctx.this:damage() > 0
					and ctx.this:counter(MARK) == 0
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, MARK, 1)
			end,
		},
		{
			on = "healed",
			own = true,
			label = "fully healed: the bonus ends",
			applies = function(ctx, _event)
				return ctx.this:zone() == "battleline"
					and ctx.this:damage() == 0
					and ctx.this:counter(MARK) > 0
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, MARK, -ctx.this:counter(MARK))
			end,
		},
	},
}
