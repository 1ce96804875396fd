-- Flame-Wreathed (CotA 106): This creature gets +2 power and gains hazardous 2.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "power", increase = 2, applies_to = host },
		{ stat = "hazardous", increase = 2, applies_to = host },
	},
}
