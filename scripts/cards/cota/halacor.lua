-- Halacor (CotA 355): Each friendly flank creature gains skirmish (a flank creature has
-- fewer than two neighbors). Halacor itself counts when it is on a flank.
return {
	statics = {
		{
			grant = "skirmish",
			applies_to = function(ctx, obj)
				return obj:controller() == ctx.controller
					and obj:zone() == "battleline"
					and #obj:neighbors() < 2
			end,
		},
	},
}
