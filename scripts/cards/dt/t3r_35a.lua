-- T3R-35A (DT 286): It may be used as if it belonged to either of its neighbors' houses
-- (KF-USE-AS-HOUSE-1). It may be played as an upgrade instead (t3r_35a_as_upgrade.lua).
return {
	use_houses = function(ctx)
		return ctx:rule("neighbor_houses", ctx.this)
	end,
}
