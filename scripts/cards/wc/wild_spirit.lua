-- Wild Spirit (WC 384), upgrade: This creature gains "Reap: Capture 1 æmber", written as
-- a trigger on its host's reap (the host's own Reap: ability, if any, is kept).
return {
	triggers = {
		{
			on = "used",
			label = "capture 1 æmber (Wild Spirit)",
			applies = function(ctx, event)
				return event.ability == "reap" and event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, _event)
				ctx:capture(ctx.this:attached_to(), 1)
			end,
		},
	},
}
