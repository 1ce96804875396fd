-- Keyfrog (MM 369), creature: Destroyed: Forge a key at current cost (its controller, on
-- either player's turn; nothing if they can't pay).
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: forge a key at current cost",
			resolve = function(ctx)
				ctx:buy(ctx.controller, "key")
			end,
		},
	},
}
