-- Apothecary Draught (invented): an additional cost (discard a card) and Brew (one Herb).
-- On Enter: if it was brewed, draw a card — it keeps the alternative cost it was
-- activated for once on the field.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: draw a card if brewed",
			applies = function(ctx, event)
				return event.to == "field" and ctx.this:alternative_cost() == "brew"
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
