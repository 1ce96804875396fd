-- Praefectus Ludo (WC 190): Each other friendly creature gains "Destroyed: Move each æmber
-- on this creature to the common supply" (removed while it is being destroyed, so none
-- goes to the opponent). Its own æmber it does not protect. A trigger on "destroying":
-- the ability it gives resolves with the creature's own Destroyed: abilities.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: its æmber to the common supply (Praefectus Ludo)",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and creature ~= ctx.this
					and ctx.this:zone() == "battleline"
					and creature:is_valid()
					and creature:zone() == "battleline"
					and creature:controller() == ctx.controller
			end,
			resolve = function(ctx, event)
				local creature = event.object
				if creature:is_valid() and creature:counter("amber") > 0 then
					ctx:add_counter(creature, "amber", -creature:counter("amber"))
				end
			end,
		},
	},
}
