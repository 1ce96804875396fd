-- Winds of Death (GR 158): Play: Each player archives each creature from their discard
-- pile. Destroy each creature (together; those go to the discard piles afterwards).
return {
	resolve = function(ctx)
		for _, card in ipairs(ctx:objects({ zone = "discard", type = "creature" })) do
			ctx:move(card, "archives")
		end
		ctx:destroy(ctx:objects({ zone = "battleline" }))
	end,
}
