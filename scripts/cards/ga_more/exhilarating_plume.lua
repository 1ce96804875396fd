-- Exhilarating Plume: [Class Bonus] This card costs 2 less to activate. Human ally cards
-- you activate enter the field with an additional buff counter: as Silvie, Wilds
-- Whisperer's, the counter is put by a triggered ability as such an ally enters the field
-- from the effects stack (activated, not put onto the field otherwise).
return {
	statics = {
		{
			reduce = 2,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	triggers = {
		{
			on = "moved",
			label = "a Human ally you activated enters with a buff counter (Exhilarating Plume)",
			applies = function(ctx, event)
				local ally = event.object
				return event.to == "field"
					and event.from == "stack"
					and ally ~= nil
					and ally:has_type("ally")
					and ally:has_subtype("human")
					and ally:controller() == ctx.controller
			end,
			resolve = function(ctx, event)
				ctx:add_counter(event.object, "buff", 1)
			end,
		},
	},
}
