-- Johnny Longfingers (MM 283): Each friendly Mutant creature (Johnny too) gains
-- "Destroyed: Steal 1 æmber." A given Destroyed: ability (KF-DESTROYED-GIVEN-1): it answers
-- the creature's tagging for destruction and resolves while it is still in play.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: steal 1 æmber (given by Johnny Longfingers)",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and ctx.this:zone() == "battleline"
					and creature:is_valid()
					and creature:zone() == "battleline"
					and creature:controller() == ctx.controller
					and creature:has_subtype("mutant")
			end,
			resolve = function(ctx)
				ctx:steal(1)
			end,
		},
	},
}
