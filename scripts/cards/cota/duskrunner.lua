-- Duskrunner (CotA 316), upgrade: The creature this is attached to gains "Reap: Steal 1
-- æmber." Written as a triggered ability on the reap of its host: the use of a stunned
-- host is recorded as "remove_stun", not a reap, so it steals nothing.
return {
	triggers = {
		{
			on = "used",
			label = "steal 1 æmber (Duskrunner)",
			applies = function(ctx, event)
				return event.ability == "reap" and event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, _event)
				ctx:steal(1)
			end,
		},
	},
}
