-- Mana Limiter: you can't remove enlighten counters from your champion to pay for costs
-- (a constant ability forbidding that cost payment, GA-FORBID-COUNTER-COST). Banish it:
-- draw a card; activate this only if your champion has six or more enlighten counters.
local function your_champion(ctx)
	return ctx:objects({ type = "champion", controller = "you" })[1]
end

return {
	statics = {
		{
			forbid = "remove_counters",
			counter = "enlighten",
			applies_to = function(ctx, obj)
				return obj:has_type("champion") and obj:controller() == ctx.controller
			end,
		},
	},
	activated = {
		draw = {
			legal = function(ctx)
				local champion = your_champion(ctx)
				if champion ~= nil and champion:counter("enlighten") >= 6 then
					return true
				end
				return false, "your champion has fewer than six enlighten counters"
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
