-- Silvie, With the Pack (level 2, Silvie lineage): On Enter: if you control an Animal
-- ally, draw a card. If you control a Beast ally, draw a card.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: draw for an Animal ally, and for a Beast ally",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				if ctx:count({ type = "ally", subtype = "animal", controller = "you" }) > 0 then
					ctx:draw(1)
				end
				if ctx:count({ type = "ally", subtype = "beast", controller = "you" }) > 0 then
					ctx:draw(1)
				end
			end,
		},
	},
}
