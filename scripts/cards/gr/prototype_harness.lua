-- Prototype Harness (GR 252), upgrade: This creature gets +6 power and gains, "At the start
-- of your turn, deal 1 damage to this creature" ("your": the creature's controller).
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "power", increase = 6, applies_to = host },
	},
	triggers = {
		{
			on = "turn_began",
			label = "start of turn: 1 damage to this creature (Prototype Harness)",
			applies = function(ctx, event)
				local creature = ctx.this:attached_to()
				return creature ~= nil and event.player == creature:controller()
			end,
			resolve = function(ctx)
				ctx:deal_damage(ctx.this:attached_to(), 1)
			end,
		},
	},
}
