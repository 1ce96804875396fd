-- Waking Nightmare (MM 017): Play: Keys cost +1 æmber for each Dis creature in play during
-- your opponent's next turn (every player's keys; the creatures counted as a key is
-- forged, not as the card is played).
return {
	resolve = function(ctx)
		local dis =
			{ zone = "battleline", controller = "any", type = "creature", attributes = { house = "dis" } }
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			ctx:lasting({
				target = player,
				duration = "during_opponent_next_turn",
				effect = { cost = "key", increase = 1, per = dis },
			})
		end
	end,
}
