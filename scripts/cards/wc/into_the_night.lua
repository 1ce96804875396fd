-- Into the Night (WC 256): Play: Until the start of your next turn, non-Shadows creatures
-- (both sides') cannot be used to fight: an extra turn of yours ends it sooner, one of the
-- opponent's later.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "any", not_attributes = { house = "shadows" } },
			duration = "until_your_next_turn",
			effect = { forbid = "fight" },
		})
	end,
}
