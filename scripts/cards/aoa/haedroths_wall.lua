-- Haedroth's Wall (AoA 236), artifact: Each friendly flank creature gets +2 power.
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			applies_to = function(ctx, obj)
				return obj:has_type("creature")
					and obj:controller() == ctx.controller
					and obj:zone() == "battleline"
					and ctx:rule("on_flank", obj)
			end,
		},
	},
}
