-- Jammer Pack (CotA 210), upgrade: This creature gains, "Your opponent's keys cost +2
-- æmber." "Your opponent" is the opponent of the creature's controller.
return {
	statics = {
		{
			cost = "key",
			increase = 2,
			applies_to = function(ctx, player)
				local host = ctx.this:attached_to()
				return host ~= nil and player ~= host:controller()
			end,
		},
	},
}
