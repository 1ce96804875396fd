-- Dextre (CotA 138): Play: Capture 1 æmber. Destroyed: Put Dextre on top of your deck (its
-- own ability, from the discard pile where the destruction put it).
return {
	resolve = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: on top of the deck",
			resolve = function(ctx)
				ctx:move(ctx.this, "deck", { position = "top" })
			end,
		},
	},
}
