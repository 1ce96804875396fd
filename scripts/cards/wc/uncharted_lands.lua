-- Uncharted Lands (WC 342): Play: Place 6 æmber from the common supply on it. Each Star
-- Alliance creature (either side's) gains "Reap: Move 1 æmber from Uncharted Lands to your
-- pool": written as a trigger on each reap of a Star Alliance creature, paying its
-- controller.
return {
	resolve = function(ctx)
		ctx:add_counter(ctx.this, "amber", 6)
	end,
	triggers = {
		{
			on = "used",
			label = "a Star Alliance creature reaped: 1 æmber from Uncharted Lands to its player",
			applies = function(ctx, event)
				return event.ability == "reap"
					and event.object ~= nil
					and event.object:is_valid()
					and ctx:rule("of_house", event.object, "staralliance")
					and ctx.this:counter("amber") > 0
			end,
			resolve = function(ctx, event)
				if ctx.this:counter("amber") > 0 then
					ctx:add_counter(ctx.this, "amber", -1)
					ctx:gain(event.player, "amber", 1)
				end
			end,
		},
	},
}
