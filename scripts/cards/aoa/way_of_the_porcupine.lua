-- Way of the Porcupine (AoA 350), upgrade: This creature gains hazardous 3.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "hazardous", increase = 3, applies_to = host },
	},
}
