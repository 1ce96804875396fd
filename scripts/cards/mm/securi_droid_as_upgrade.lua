-- Securi-Droid played as an upgrade: the creature it is attached to has taunt
-- (KF-PLAY-AS-1).
return {
	statics = {
		{
			grant = "taunt",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
