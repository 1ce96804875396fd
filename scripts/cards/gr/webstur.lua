-- Webstur (GR 157): Taunt (data). After Fight: For each damage on Webstur, you may discard the
-- top card of each player's deck (asked once per damage, each time anew).
return {
	fight = function(ctx)
		for _ = 1, ctx.this:damage() do
			local answer = ctx:choose({
				prompt = "Discard the top card of each player's deck?",
				options = { "yes", "no" },
			})[1]
			if answer ~= "yes" then
				return
			end
			for _, player in ipairs({ ctx.controller, ctx.opponent }) do
				ctx:discard(ctx:top(1, player)[1])
			end
		end
	end,
}
