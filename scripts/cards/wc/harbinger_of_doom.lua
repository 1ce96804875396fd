-- Harbinger of Doom (WC 076): Destroyed: Destroy each creature (all together; itself is
-- already being destroyed).
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: destroy each creature",
			resolve = function(ctx)
				ctx:destroy(ctx:objects({ zone = "battleline", controller = "any" }))
			end,
		},
	},
}
