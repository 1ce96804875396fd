-- Barrier Servant: Intercept (the rules script's keyword trigger). Remove two enlighten
-- counters from your champion (the ability's cost): the next time damage would be dealt
-- to it this turn, prevent that damage.
return {
	activated = {
		barrier = {
			resolve = function(ctx)
				ctx:lasting({
					target = ctx.this,
					duration = "turn",
					effect = { prevent = "all", instance = true },
				})
			end,
		},
	},
}
