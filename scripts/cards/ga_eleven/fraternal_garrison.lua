-- Fraternal Garrison: [Jin Bonus] Whenever another ally enters the field under your
-- control, Fraternal Garrison gets +1 POWER until end of turn.
return {
	triggers = {
		{
			on = "moved",
			label = "+1 power until end of turn (Jin bonus)",
			applies = function(ctx, event)
				local ally = event.object
				return event.to == "field"
					and ally ~= nil
					and ally.id ~= ctx.this.id
					and ally:has_type("ally")
					and ally:controller() == ctx.controller
					and ctx:rule("lineage_bonus", "jin")
			end,
			resolve = function(ctx)
				ctx:lasting({
					target = ctx.this,
					duration = "end_of_turn",
					effect = { stat = "power", increase = 1 },
				})
			end,
		},
	},
}
