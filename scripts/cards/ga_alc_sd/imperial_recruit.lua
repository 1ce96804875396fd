-- Imperial Recruit: Foster (the rules script's keyword trigger). +1 POWER as long as it's
-- fostered.
return {
	statics = {
		{
			stat = "power",
			increase = 1,
			self_only = true,
			condition = function(ctx)
				return ctx.this:has_status("fostered")
			end,
		},
	},
}
