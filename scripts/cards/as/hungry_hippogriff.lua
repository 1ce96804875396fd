-- Hungry Hippogriff (AS S10), creature: its Enhance icons are printed on other cards. Each
-- other friendly creature gains "Destroyed: move each æmber on this creature to your pool"
-- (its controller's, Hippogriff's player). A `destroying` trigger: the ability it gives
-- resolves with the creature's own Destroyed: abilities, before the æmber left on it would go
-- to the opponent (KF-DESTROYED-GIVEN-1).
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: its æmber goes to your pool",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and creature ~= ctx.this
					and ctx.this:zone() == "battleline"
					and creature:is_valid()
					and ctx:rule("friendly_creature", creature)
			end,
			resolve = function(ctx, event)
				ctx:rule("amber_to_pool", event.object, nil, event.object:controller())
			end,
		},
	},
}
