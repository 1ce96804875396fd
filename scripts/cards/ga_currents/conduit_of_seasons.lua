-- Conduit of Seasons: if damage would be dealt to it while your Shifting Currents face
-- West, prevent 2 of that damage (each time; unpreventable damage passes). On Attack: if
-- they face East, recover 1 and draw a card into your memory.
return {
	replacements = {
		{
			on = "damage",
			label = "prevent 2 of the damage to Conduit of Seasons (currents facing West)",
			applies = function(ctx, change)
				return change.target == ctx.this
					and not change.unpreventable
					and ctx:rule("currents") == "west"
			end,
			instead = function(ctx, change)
				return ctx:rule("prevent_part", change, 2)
			end,
		},
	},
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: facing East, recover 1 and draw a card into your memory",
			applies = function(ctx, _event)
				return ctx:rule("currents") == "east"
			end,
			resolve = function(ctx)
				ctx:recover(ctx:objects({ zone = "field", type = "champion", controller = "you" })[1], 1)
				ctx:rule("draw_into_memory")
			end,
		},
	},
}
