-- Inspiring Call: costs 2 less to activate if your champion has attacked this turn. Allies
-- you control get +1 power until end of turn; draw a card into your memory. "Get" here is
-- the resolution's effect: only the allies on the field as it resolves are affected, each
-- by its own lasting effect (CR, Static Effects, example), not a filter checked later.
local function champion_attacked(ctx)
	for _, act in ipairs(ctx.controller:this_turn("used")) do
		if act.what == "attack" then
			for _, t in ipairs(act.types or {}) do
				if t == "champion" then
					return true
				end
			end
		end
	end
	return false
end

return {
	statics = {
		{
			reduce = 2,
			condition = champion_attacked,
			from = { "stack" },
			self_only = true,
		},
	},
	resolve = function(ctx)
		for _, ally in ipairs(ctx:objects({ type = "ally", controller = "you" })) do
			ctx:lasting({ target = ally, duration = "turn", effect = { stat = "power", increase = 1 } })
		end
		ctx:rule("draw_into_memory")
	end,
}
