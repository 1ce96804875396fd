-- Banner of Battle (CotA 020): Each friendly creature gets +1 power.
-- A constant ability: on while the banner is in play, exhausted or not.
return {
	statics = {
		{
			stat = "power",
			increase = 1,
			applies_to = function(ctx, obj)
				return obj:has_type("creature") and obj:controller() == ctx.controller
			end,
		},
	},
}
