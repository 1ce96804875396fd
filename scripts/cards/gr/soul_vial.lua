-- Soul Vial (GR 137): Each friendly creature with æmber on it gains, "Destroyed: Archive this
-- creature" (into its owner's archives). A trigger on "destroying": the creature is read as
-- its destruction begins, still holding its æmber.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: archive this creature (Soul Vial)",
			applies = function(ctx, event)
				return ctx:rule("friendly_holding_amber", event.object)
			end,
			resolve = function(ctx, event)
				local creature = event.object
				if creature:is_valid() and creature:zone() == "battleline" then
					ctx:move(creature, "archives")
				end
			end,
		},
	},
}
