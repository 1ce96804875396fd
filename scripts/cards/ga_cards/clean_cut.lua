-- Clean Cut: an attack card (the rules script makes the champion attack with it). On Kill:
-- if your champion is level 2 or higher, draw a card.
return {
	triggers = {
		{
			on = "kill",
			own = true,
			label = "On Kill: draw a card if your champion is level 2 or higher",
			resolve = function(ctx)
				if ctx:rule("level") >= 2 then
					ctx:draw(1)
				end
			end,
		},
	},
}
