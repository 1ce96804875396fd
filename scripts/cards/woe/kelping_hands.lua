-- Kelping Hands (WoE 373): Omni: Destroy Kelping Hands. For the remainder of the turn, each
-- friendly creature gains poison (those that enter play later this turn too).
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { zone = "battleline", controller = "you" },
			duration = "turn",
			effect = { grant = "poison" },
		})
	end,
}
