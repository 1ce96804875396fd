-- The Warchest (CotA 027): Action: Gain 1 æmber for each enemy creature that was destroyed
-- in a fight this turn. Scripts keep no state: the count is a "fallen" counter on The
-- Warchest, added to as each enemy creature is destroyed in a fight while it is in play
-- and cleared as each turn ends.
local FALLEN = "fallen"

return {
	action = function(ctx)
		local n = ctx.this:counter(FALLEN)
		if n > 0 then
			ctx:gain(ctx.controller, "amber", n)
		end
	end,
	triggers = {
		{
			on = "destroyed",
			label = "an enemy creature destroyed in a fight is counted (The Warchest)",
			applies = function(ctx, event)
				return event.player ~= ctx.controller and ctx:rule("destroyed_in_a_fight", event)
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, FALLEN, 1)
			end,
		},
		{
			on = "turn_ended",
			label = "the count starts again each turn (The Warchest)",
			applies = function(ctx)
				return ctx.this:counter(FALLEN) > 0
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, FALLEN, -ctx.this:counter(FALLEN))
			end,
		},
	},
}
