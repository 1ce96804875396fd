-- Fila the Researcher (AoA 129): Elusive. After a creature is played next to Fila the
-- Researcher, draw a card.
return {
	triggers = {
		{
			on = "played",
			label = "a creature was played next to Fila: draw a card (Fila the Researcher)",
			applies = function(ctx, event)
				local card = event.object
				return card ~= nil
					and card:is_valid()
					and card:has_type("creature")
					and card:is_beside(ctx.this)
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
