-- Grave Pixie (GR 376): Destroyed: If you are haunted, archive Grave Pixie. Its Destroyed:
-- ability resolves while it is still in play, so it is not counted in the discard pile.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive Grave Pixie if you are haunted",
			resolve = function(ctx)
				ctx:rule("archive_if_haunted", ctx.this)
			end,
		},
	},
}
