-- T3R-35A played as an upgrade: the creature it is attached to may be used as if it
-- belonged to either of its neighbors' houses (KF-USE-AS-HOUSE-1, KF-PLAY-AS-1).
return {
	grants = {
		use_houses = function(ctx)
			return ctx:rule("neighbor_houses", ctx.this)
		end,
	},
}
