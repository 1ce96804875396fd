-- Subtle Maul (CotA 294), artifact: Action: The opponent discards a card at random from their
-- hand (the game's seeded random number).
return {
	action = function(ctx)
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		if #hand == 0 then
			return
		end
		ctx:discard(hand[ctx:random(#hand)])
	end,
}
