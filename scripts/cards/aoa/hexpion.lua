-- Hexpion (AoA 113): Destroyed: Archive Hexpion (into its owner's archives) and the top
-- card of its controller's deck.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive Hexpion and the top card of your deck",
			resolve = function(ctx)
				ctx:move(ctx.this, "archives")
				local top = ctx:top(1)[1]
				if top ~= nil then
					ctx:move(top, "archives")
				end
			end,
		},
	},
}
