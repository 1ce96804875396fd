-- Hydroguard Retainer: Taunt (the rules script's keyword). Whenever your Shifting Currents
-- change from facing North to West, draw a card (a `switched` event of the mastery).
return {
	triggers = {
		{
			on = "switched",
			label = "your Shifting Currents turned from North to West: draw a card",
			applies = function(ctx, event)
				return ctx:rule("currents_turned", event, "north", "west")
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
