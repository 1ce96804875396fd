-- Photic Raider (DT 361): Play: Capture 2 æmber. While the tide is high, it gets +4 power.
return {
	resolve = function(ctx)
		ctx:capture(ctx.this, 2)
	end,
	statics = {
		{
			stat = "power",
			increase = 4,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("tide") == "high"
			end,
		},
	},
}
