-- Harmal Atoon (WoE 011): Each other friendly Brobnar creature gains "Destroyed: Return this
-- creature to its owner's hand." A trigger on "destroying" (KF-DESTROYED-GIVEN-1): the
-- creature goes to its owner's hand from play instead of on to the discard pile.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: back to its owner's hand (Harmal Atoon)",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and creature ~= ctx.this
					and ctx.this:zone() == "battleline"
					and creature:is_valid()
					and creature:zone() == "battleline"
					and creature:controller() == ctx.controller
					and ctx:rule("of_house", creature, "brobnar")
			end,
			resolve = function(ctx, event)
				local creature = event.object
				if creature:is_valid() and creature:zone() == "battleline" then
					ctx:move(creature, "hand")
				end
			end,
		},
	},
}
