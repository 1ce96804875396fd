-- Clumsy Apprentice: On Enter: Deal 2 damage to your champion. Draw a card.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: 2 damage to your champion, draw a card",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local champion = ctx:objects({ type = "champion", controller = "you" })[1]
				ctx:deal_damage(champion, 2)
				ctx:draw(1)
			end,
		},
	},
}
