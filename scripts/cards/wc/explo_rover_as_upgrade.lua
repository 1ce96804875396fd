-- Explo-rover played as an upgrade: the creature it is attached to has skirmish
-- (KF-PLAY-AS-1).
return {
	statics = {
		{
			grant = "skirmish",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
