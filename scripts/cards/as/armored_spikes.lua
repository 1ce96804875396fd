-- Armored Spikes (AS 040), upgrade: This creature gets +2 armor and gains hazardous 2.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "armor", increase = 2, applies_to = host },
		{ stat = "hazardous", increase = 2, applies_to = host },
	},
}
