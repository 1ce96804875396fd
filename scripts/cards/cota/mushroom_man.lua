-- Mushroom Man (CotA 362): Mushroom Man gets +3 power for each unforged key you have
-- (three keys win: each one its controller has not forged yet).
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return 3 * math.max(0, 3 - ctx.controller:counter("keys"))
			end,
			applies_to = function(ctx, obj)
				return obj == ctx.this
			end,
		},
	},
}
