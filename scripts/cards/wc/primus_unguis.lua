-- Primus Unguis (WC 226): Each friendly creature (itself too) gets +2 power for each æmber
-- on Primus Unguis. Reap: Exalt Primus Unguis.
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx, _creature)
				return 2 * ctx.this:counter("amber")
			end,
			applies_to = function(ctx, obj)
				return obj:zone() == "battleline" and obj:controller() == ctx.controller
			end,
		},
	},
	reap = function(ctx)
		ctx:rule("exalt", ctx.this)
	end,
}
