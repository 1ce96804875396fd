-- Shield-U-Later (evil twin) played as an upgrade: the creature it is attached to loses
-- all armor and gets -2 power (KF-PLAY-AS-1).
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "armor", set = 0, applies_to = host },
		{ stat = "power", reduce = 2, applies_to = host },
	},
}
