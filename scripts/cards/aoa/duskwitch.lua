-- Duskwitch (AoA 320): Omega, elusive (data). Your creatures enter play ready: every
-- creature card its controller plays has "enters_ready" while it is being played (the
-- rules' keyword, read as it enters play).
return {
	statics = {
		{
			grant = "enters_ready",
			-- Duskwitch's own play too: it works from the stack as well as from play.
			from = { "battleline", "stack" },
			reaches = { "stack" },
			applies_to = function(ctx, obj)
				return obj:zone() == "stack"
					and obj:has_type("creature")
					and obj:controller() == ctx.controller
			end,
		},
	},
}
