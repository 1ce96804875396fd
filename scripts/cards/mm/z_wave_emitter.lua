-- Z-Wave Emitter (MM 356), upgrade: At the start of your turn, ward this creature. "Your":
-- the upgrade's controller, who keeps it on an enemy creature (KF-UPG-4).
return {
	triggers = {
		{
			on = "turn_began",
			label = "start of your turn: ward this creature (Z-Wave Emitter)",
			applies = function(ctx, event)
				return event.player == ctx.controller and ctx.this:attached_to() ~= nil
			end,
			resolve = function(ctx)
				ctx:rule("ward", ctx.this:attached_to())
			end,
		},
	},
}
