-- Gustguard Bastion: [Class Bonus] Fast Activation (the keyword fast, restricted in its
-- data). [Class Bonus] On Enter: prevent the next 2 damage that would be dealt to another
-- target unit you control this turn (chosen as the ability resolves).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: prevent the next 2 damage to another unit you control (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local units =
					ctx:objects({ any_type = { "champion", "ally" }, controller = "you", other = true })
				local unit =
					ctx:choose({ prompt = "the unit to shield", objects = units, min = 1, max = 1 })[1]
				if unit ~= nil then
					ctx:lasting({ target = unit, duration = "end_of_turn", effect = { prevent = 2 } })
				end
			end,
		},
	},
}
