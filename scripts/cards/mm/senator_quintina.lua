-- Senator Quintina (MM 211): After a creature reaps (either side's, itself included), exalt
-- it.
return {
	triggers = {
		{
			on = "used",
			label = "a creature reaped: exalt it (Senator Quintina)",
			applies = function(_ctx, event)
				return event.ability == "reap" and event.object:is_valid()
			end,
			resolve = function(ctx, event)
				ctx:rule("exalt", event.object)
			end,
		},
	},
}
