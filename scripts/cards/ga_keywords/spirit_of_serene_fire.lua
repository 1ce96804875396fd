-- Spirit of Serene Fire: On Enter: glimpse 6, then draw six cards. Lineage Release —
-- recover 6 (the cost, banishing it from the inner lineage, is the card data's).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: glimpse 6, draw six cards",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:glimpse(6)
				ctx:draw(6)
			end,
		},
	},
	activated = {
		lineage_release = {
			resolve = function(ctx)
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				ctx:recover(champion, 6)
			end,
		},
	},
}
