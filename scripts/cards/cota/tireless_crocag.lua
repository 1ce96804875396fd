-- Tireless Crocag (CotA 047), creature: it cannot reap; it may be used as if it belonged
-- to the active house (versatile); while the opponent has no creature in play it is
-- destroyed: checked as it enters play and each time a creature leaves play.
local function alone(ctx)
	return ctx.this:zone() == "battleline"
		and not ctx.this:is_destroyed()
		and #ctx:objects({ zone = "battleline", controller = "opponent" }) == 0
end

local function destroy_it(ctx)
	if alone(ctx) then
		ctx:destroy(ctx.this)
	end
end

return {
	can_use = function(_ctx, use)
		if use == "reap" then
			return false, "Tireless Crocag cannot reap"
		end
		return true
	end,
	triggers = {
		{
			on = "moved",
			own = true,
			label = "no enemy creature: destroyed",
			applies = function(ctx, event)
				return event.to == "battleline" and alone(ctx)
			end,
			resolve = destroy_it,
		},
		{
			on = "leaves_play",
			label = "no enemy creature: destroyed",
			applies = function(ctx, event)
				return event.object ~= ctx.this and alone(ctx)
			end,
			resolve = destroy_it,
		},
	},
}
