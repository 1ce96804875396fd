-- Containment Field (AoA 178), upgrade: After this creature is used (reap, fight, action),
-- destroy it.
return {
	triggers = {
		{
			on = "used",
			label = "its creature was used: destroy it (Containment Field)",
			applies = function(ctx, event)
				return event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, event)
				ctx:destroy(event.object)
			end,
		},
	},
}
