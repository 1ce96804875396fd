-- Barrister Joya (AoA 228): Enemy creatures cannot reap (a constant ability forbidding the
-- use to every creature its controller's opponent controls).
return {
	statics = {
		{
			forbid = "reap",
			applies_to = function(ctx, obj)
				return obj:has_type("creature") and obj:controller() ~= ctx.controller
			end,
		},
	},
}
