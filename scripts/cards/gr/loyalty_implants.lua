-- Loyalty Implants (GR 193): Omni: Destroy Loyalty Implants; for the rest of the turn you may
-- use friendly Mars creatures (whatever house is active), those played later too: a filter.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { type = "creature", controller = "you", attributes = { house = "mars" } },
			duration = "turn",
			effect = { allow = "use" },
		})
	end,
}
