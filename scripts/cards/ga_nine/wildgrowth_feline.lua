-- Wildgrowth Feline: [Class Bonus] Whenever another Animal and/or Beast ally enters the
-- field under your control, put a buff counter on Wildgrowth Feline.
return {
	triggers = {
		{
			on = "moved",
			label = "another Animal or Beast ally entered: a buff counter (class bonus)",
			applies = function(ctx, event)
				local ally = event.object
				return event.to == "field"
					and ally ~= ctx.this
					and ally:has_type("ally")
					and (ally:has_subtype("animal") or ally:has_subtype("beast"))
					and ally:controller() == ctx.controller
					and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "buff", 1)
			end,
		},
	},
}
