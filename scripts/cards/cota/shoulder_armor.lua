-- Shoulder Armor (CotA 266), upgrade: While the creature this is attached to is on a flank
-- (fewer than two neighbors), it gets +2 armor and +2 power. Checked as it applies, so a
-- creature that becomes a flank creature gets it.
local function host_on_flank(ctx, obj)
	return obj == ctx.this:attached_to() and #obj:neighbors() < 2
end

return {
	statics = {
		{ stat = "power", increase = 2, applies_to = host_on_flank },
		{ stat = "armor", increase = 2, applies_to = host_on_flank },
	},
}
