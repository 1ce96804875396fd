-- Armsmaster Molina (WC 292): Hazardous 3 (data). Each of its neighbors gains hazardous 3
-- (added to any hazardous of its own).
return {
	statics = {
		{
			stat = "hazardous",
			increase = 3,
			applies_to = function(ctx, obj)
				return obj:is_beside(ctx.this)
			end,
		},
	},
}
