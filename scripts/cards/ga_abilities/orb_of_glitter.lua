-- Orb of Glitter: At the beginning of your recollection phase, glimpse 1. Banish Orb of
-- Glitter: Draw a card.
return {
	triggers = {
		{
			on = "phase_began",
			label = "your recollection phase begins: glimpse 1",
			applies = function(ctx, event)
				return event.phase == "recollection" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				ctx:glimpse(1)
			end,
		},
	},
	activated = {
		draw = {
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
