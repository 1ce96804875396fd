-- Delivery Droid: On Death: summon a Powercell token.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "On Death: summon a Powercell token",
			resolve = function(ctx)
				ctx:create_token("powercell_token")
			end,
		},
	},
}
