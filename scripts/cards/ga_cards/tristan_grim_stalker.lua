-- Tristan, Grim Stalker: On Ally Hit: you may remove three preparation counters from
-- Tristan; if you do, destroy the hit ally. At the beginning of your end phase, if Tristan
-- is awake, put a preparation counter on Tristan.
return {
	triggers = {
		{
			on = "hit",
			own = true,
			label = "On Ally Hit: remove three preparation counters to destroy the hit ally",
			applies = function(_ctx, event)
				return event.target:has_type("ally")
			end,
			resolve = function(ctx, event)
				local ally = event.target
				if ctx.this:counter("preparation") < 3 or not ally:is_valid() then
					return
				end
				local yes = ctx:choose({
					prompt = "remove three preparation counters from Tristan to destroy " .. ally:name(),
					options = { "yes", "no" },
					min = 1,
					max = 1,
				})[1] == "yes"
				if yes and ctx:add_counter(ctx.this, "preparation", -3) then
					ctx:destroy(ally)
				end
			end,
		},
		{
			on = "phase_began",
			label = "a preparation counter on Tristan",
			applies = function(ctx, event)
				return event.phase == "end" and ctx.controller:is_turn_player() and not ctx.this:is_rested()
			end,
			-- "If Tristan is awake" is checked again as it resolves.
			resolve = function(ctx)
				if not ctx.this:is_rested() then
					ctx:add_counter(ctx.this, "preparation", 1)
				end
			end,
		},
	},
}
