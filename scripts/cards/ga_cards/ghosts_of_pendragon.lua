-- Ghosts of Pendragon: On Enter: You may return a regalia you control to its owner's
-- material deck. If you do, draw two cards.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: you may return a regalia you control to the material deck to draw two",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local regalia = ctx:choose({
					prompt = "you may return a regalia you control to its owner's material deck",
					objects = ctx:objects({ type = "regalia", controller = "you" }),
					min = 0,
					max = 1,
				})[1]
				if regalia and ctx:move(regalia, "material_deck") then
					ctx:draw(2)
				end
			end,
		},
	},
}
