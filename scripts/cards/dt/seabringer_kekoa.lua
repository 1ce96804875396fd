-- Seabringer Kekoa (DT 364): Taunt. Destroyed: Raise the tide (its controller does).
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "raise the tide (Seabringer Kekoa)",
			resolve = function(ctx)
				ctx:rule("raise_tide")
			end,
		},
	},
}
