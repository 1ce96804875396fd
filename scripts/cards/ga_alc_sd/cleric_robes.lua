-- Cleric Robes: [Class Bonus] On Enter: draw a card. (1), REST: prevent the next 1 damage
-- that would be dealt to your champion this turn.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: draw a card (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
	activated = {
		ward = {
			resolve = function(ctx)
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				if champion ~= nil then
					ctx:lasting({ target = champion, duration = "turn", effect = { prevent = 1 } })
				end
			end,
		},
	},
}
