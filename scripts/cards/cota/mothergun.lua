-- Mothergun (CotA 187): Action: Reveal any number of Mars cards from your hand. Deal
-- damage to a creature equal to the number of Mars cards revealed this way.
return {
	action = function(ctx)
		local n = ctx:rule("reveal_from_hand", "mars")
		if n == 0 then
			return
		end
		local all = ctx:objects({ zone = "battleline" })
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal " .. n .. " damage to which creature?", objects = all })[1],
			n
		)
	end,
}
