-- Shard of Hope (AoA 264), artifact: Action: A friendly creature captures 1 æmber for each friendly Shard. "Friendly" is the
-- user's (the rules' friendly_with_trait: the Shard itself counts when used as theirs).
return {
	action = function(ctx)
		local n = ctx:rule("friendly_with_trait", "shard")
		local friendly = ctx:objects({ zone = "battleline", controller = "you" })
		if #friendly == 0 then
			return
		end
		for _ = 1, math.min(n, ctx.opponent:counter("amber")) do
			ctx:capture(
				ctx:choose({ prompt = "Which friendly creature captures 1 æmber?", objects = friendly })[1],
				1
			)
		end
	end,
}
