-- Stealthster played as an upgrade: the creature it is attached to has elusive. Its own
-- elusive, as a creature, does not apply here (KF-PLAY-AS-1).
return {
	statics = {
		{
			grant = "elusive",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
