-- Void Shields (AS 214), upgrade: This creature gains, "At the end of your turn, ward this
-- creature" (the turn of the creature's controller).
return {
	triggers = {
		{
			on = "turn_ended",
			label = "Void Shields: ward this creature",
			applies = function(ctx, event)
				local host = ctx.this:attached_to()
				return host ~= nil and event.player == host:controller()
			end,
			resolve = function(ctx)
				ctx:rule("ward", ctx.this:attached_to())
			end,
		},
	},
}
