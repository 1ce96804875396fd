-- Signal Fire (AoA 049), artifact: Omni: Sacrifice Signal Fire. For the remainder of the
-- turn, friendly Brobnar creatures may fight as though they belonged to the active house
-- (fight only: not reap, not their actions).
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { zone = "battleline", controller = "you", attributes = { house = "brobnar" } },
			duration = "turn",
			effect = { allow = "fight" },
		})
	end,
}
