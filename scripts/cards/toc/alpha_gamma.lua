-- Alpha-Gamma (ToC 132), token creature: Destroyed: Archive Alpha-Gamma. A token card stands
-- for a deck card: that card goes to the archives (the token ceases to be one as it leaves
-- play); a token card set out with nothing under it has no card to archive.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive Alpha-Gamma",
			resolve = function(ctx)
				ctx:move(ctx.this, "archives")
			end,
		},
	},
}
