-- Torpid Fractal: On Enter: rest target ally with 2 POWER or less (any player's). That
-- ally doesn't wake up during its controller's wake up phase as long as you control
-- Torpid Fractal. Reservable is a printed keyword the rules read.
return {
	conditions = {
		-- "as long as you control Torpid Fractal": this object, still on the field.
		controlled = function(ctx)
			return ctx.this:zone() == "field" and ctx.this:controller() == ctx.controller
		end,
	},
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: rest an ally of power 2 or less; it stays rested while you control Torpid Fractal",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local ally = ctx:choose({
					prompt = "an ally with 2 power or less to rest",
					objects = ctx:objects({ type = "ally", max_stat = { power = 2 } }),
					min = 1,
					max = 1,
				})[1]
				if ally == nil then
					return
				end
				ctx:rest(ally)
				ctx:lasting({
					target = ally,
					duration = "while",
					condition = "controlled",
					effect = { forbid = "wake_step" },
				})
			end,
		},
	},
}
