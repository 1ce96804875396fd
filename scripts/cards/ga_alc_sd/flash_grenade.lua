-- Flash Grenade: [Class Bonus] On Enter: draw a card. Banish it: until end of turn, if damage
-- would be dealt to a distant unit you control, prevent 3 of that damage (a prevention of 3
-- of each damage, on every unit of yours that is distant as the damage comes).
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
		flash = {
			resolve = function(ctx)
				ctx:lasting({
					target = { any_type = { "champion", "ally" }, controller = "you", keyword = "distant" },
					duration = "turn",
					effect = { prevent = 3, each = true },
				})
			end,
		},
	},
}
