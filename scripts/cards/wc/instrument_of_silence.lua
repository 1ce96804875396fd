-- Instrument of Silence (WC 375), upgrade: This creature gains skirmish and "Fight: Gain 1
-- æmber."
return {
	statics = {
		{
			grant = "skirmish",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
	grants = {
		fight = function(ctx)
			ctx:gain(ctx.controller, "amber", 1)
		end,
	},
}
