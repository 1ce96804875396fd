-- Pi Sweven, evil twin (DT 005): Reap: If the tide is high, your opponent discards a random
-- card from their hand.
return {
	reap = function(ctx)
		if ctx:rule("tide") == "high" then
			ctx:rule("discard_at_random", ctx.opponent, 1)
		end
	end,
}
