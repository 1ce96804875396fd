-- Elite Disruptzord (GR 170): Creatures more powerful than Elite Disruptzord (its power now)
-- cannot be played, by either player.
return {
	statics = {
		{
			forbid = "activate",
			applies_to = function(ctx, card)
				return card:has_type("creature") and (card:stat("power") or 0) > (ctx.this:stat("power") or 0)
			end,
		},
	},
}
