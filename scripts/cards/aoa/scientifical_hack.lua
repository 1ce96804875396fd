-- Scientifical Hack (AoA 154), artifact: Omni: Sacrifice Scientifical Hack. For the
-- remainder of the turn, you may use friendly artifacts as if they belonged to the active
-- house (an enemy artifact is not friendly: it still can't be used).
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { zone = "artifacts", controller = "you" },
			duration = "turn",
			effect = { allow = "use" },
		})
	end,
}
