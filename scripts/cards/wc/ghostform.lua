-- Ghostform (WC A01), upgrade: This creature gains invulnerable (the rules script's
-- keyword: no damage, no destruction). This creature gains "Fight/Reap: Archive
-- Ghostform", written as a trigger on its host's fight or reap (a stunned host's use is
-- recorded as "remove_stun", so it does not count).
return {
	statics = {
		{
			grant = "invulnerable",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
	triggers = {
		{
			on = "used",
			label = "archive Ghostform (Ghostform)",
			applies = function(ctx, event)
				return (event.ability == "reap" or event.ability == "fight")
					and event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, _event)
				ctx:move(ctx.this, "archives")
			end,
		},
	},
}
