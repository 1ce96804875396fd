-- A. Vinda (WC 235): Reap: Deal 1 damage to a creature (either side's, itself included).
-- If this damage destroys it, your opponent discards a random card from their hand.
return {
	reap = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local victim = ctx:choose({ prompt = "Deal 1 damage to which creature?", objects = creatures })[1]
		if victim == nil then
			return
		end
		ctx:deal_damage(victim, 1)
		ctx:settle()
		if victim:is_valid() then
			return
		end
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		if #hand > 0 then
			ctx:discard(hand[ctx:random(#hand)])
		end
	end,
}
