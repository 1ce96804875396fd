-- Weak Link (WoE 365), upgrade: This creature gains "While this creature is exhausted, your
-- keys cost +6" ("your": the creature's controller's).
return {
	statics = {
		{
			cost = "key",
			increase = 6,
			applies_to = function(ctx, player)
				local host = ctx.this:attached_to()
				return host ~= nil and host:is_rested() and player == host:controller()
			end,
		},
	},
}
