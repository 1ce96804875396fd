-- Q-Mechs (MM 078): Play: Draw a card. Destroyed: Archive Q-Mechs (from the discard pile
-- the destruction put it in, as Bad Penny returns to hand).
return {
	resolve = function(ctx)
		ctx:draw(1)
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive Q-Mechs",
			resolve = function(ctx)
				ctx:move(ctx.this, "archives")
			end,
		},
	},
}
