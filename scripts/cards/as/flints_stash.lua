-- Flint's Stash (AS 303), artifact: each flank creature, either side, gains "Destroyed: gain
-- 2 æmber": the creature's controller gains it. A `destroying` trigger: the ability it gives
-- resolves with the creature's own Destroyed: abilities (KF-DESTROYED-GIVEN-1); the flank is
-- read as the destruction begins.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: its controller gains 2 æmber",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and ctx.this:zone() == "artifacts"
					and creature:is_valid()
					and creature:zone() == "battleline"
					and ctx:rule("on_flank", creature)
			end,
			resolve = function(ctx, event)
				ctx:gain(event.object:controller(), "amber", 2)
			end,
		},
	},
}
