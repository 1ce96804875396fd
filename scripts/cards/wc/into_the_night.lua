-- Into the Night (WC 256): Play: Until the start of your next turn, non-Shadows creatures
-- (both sides') cannot be used to fight. In a game of two that is through the end of the
-- opponent's next turn.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "any", not_attributes = { house = "shadows" } },
			duration = "opponent_next_turn",
			effect = { forbid = "fight" },
		})
	end,
}
