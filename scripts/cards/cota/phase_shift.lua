-- Phase Shift (CotA 117): Play: You may play one non-Logos card this turn. A card is
-- checked as it is played, on the effects stack; the rules spend the permission when a
-- card of another house than the active one uses it (two Phase Shifts: two cards).
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { zone = "stack", controller = "you", not_attributes = { house = "logos" } },
			duration = "turn",
			effect = { allow = "activate", uses = 1 },
		})
	end,
}
