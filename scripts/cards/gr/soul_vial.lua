-- Soul Vial (GR 137): Each friendly creature with æmber on it gains, "Destroyed: Archive this
-- creature" (into its owner's archives). A trigger on "destroying": the creature is read as
-- its destruction begins, still holding its æmber.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: archive this creature (Soul Vial)",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and creature:is_valid()
					and creature:zone() == "battleline"
					and creature:controller() == ctx.controller
					and creature:counter("amber") > 0
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
