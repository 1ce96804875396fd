-- Kamalani (WoE 393): Destroyed: Make 2 token creatures.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "make 2 token creatures (Kamalani)",
			resolve = function(ctx)
				ctx:rule("make_token")
				ctx:rule("make_token")
			end,
		},
	},
}
