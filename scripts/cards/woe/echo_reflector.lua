-- Echo Reflector (WoE 328), upgrade: This creature gains, "Your opponent's keys cost +3."
-- ("your": the creature's controller; the opponent, theirs.)
return {
	statics = {
		{
			cost = "key",
			increase = 3,
			applies_to = function(ctx, player)
				local host = ctx.this:attached_to()
				return host ~= nil and player ~= host:controller()
			end,
		},
	},
}
