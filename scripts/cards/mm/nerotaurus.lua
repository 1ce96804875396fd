-- Nerotaurus (MM 225): Fight: Enemy creatures cannot reap during your opponent's next turn.
-- Reap: Enemy creatures cannot fight during your opponent's next turn. A prohibition on
-- every enemy creature (those played later too), only during that turn.
local function forbid(use)
	return function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "opponent" },
			duration = "during_opponent_next_turn",
			effect = { forbid = use },
		})
	end
end

return {
	fight = forbid("reap"),
	reap = forbid("fight"),
}
