-- Silent Dagger (CotA 318), upgrade: The creature this is attached to gains "Reap: Deal 4
-- damage to a flank creature." A triggered ability on its host's reap (as Duskrunner).
return {
	triggers = {
		{
			on = "used",
			label = "Reap: deal 4 damage to a flank creature (Silent Dagger)",
			applies = function(ctx, event)
				return event.ability == "reap" and event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx)
				local flanks = ctx:rule("flank_creatures")
				ctx:deal_damage(
					ctx:choose({ prompt = "Deal 4 damage to which flank creature?", objects = flanks })[1],
					4
				)
			end,
		},
	},
}
