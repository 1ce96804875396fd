-- Lesser Oxtet (WC 109): Elusive (data). Play: Purge each card in your hand. Reap: Keys
-- cost +3 æmber during your opponent's next turn (the opponent forges then: as Lash of
-- Broken Dreams, the effect is on their key cost and ends with that turn).
return {
	resolve = function(ctx)
		for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you" })) do
			ctx:banish(card)
		end
	end,
	reap = function(ctx)
		ctx:lasting({
			target = ctx.opponent,
			duration = "opponent_next_turn",
			effect = { cost = "key", increase = 3 },
		})
	end,
}
