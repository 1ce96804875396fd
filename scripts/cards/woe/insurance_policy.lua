-- Insurance Policy (WoE 066), upgrade: This creature gains, "Destroyed: If it is not your
-- turn, gain 4 æmber." ("your": the creature's controller.) Play: Lose 1 æmber.
return {
	resolve = function(ctx)
		ctx:gain(ctx.controller, "amber", -math.min(1, ctx.controller:counter("amber")))
	end,
	triggers = {
		{
			on = "destroyed",
			label = "destroyed off its controller's turn: they gain 4 (Insurance Policy)",
			applies = function(ctx, event)
				local host = ctx.this:attached_to()
				return host ~= nil and event.object == host and not host:controller():is_turn_player()
			end,
			resolve = function(ctx, event)
				ctx:gain(event.object:controller(), "amber", 4)
			end,
		},
	},
}
