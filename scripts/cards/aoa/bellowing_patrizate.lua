-- Bellowing Patrizate (AoA 034): While it is ready, each creature that enters play (either
-- side's) is dealt 1 damage after it enters.
return {
	triggers = {
		{
			on = "moved",
			label = "a creature entered play: deal it 1 damage (Bellowing Patrizate)",
			applies = function(ctx, event)
				return event.to == "battleline"
					and event.object ~= ctx.this
					and event.object:has_type("creature")
					and not ctx.this:is_rested()
			end,
			resolve = function(ctx, event)
				ctx:deal_damage(event.object, 1)
			end,
		},
	},
}
