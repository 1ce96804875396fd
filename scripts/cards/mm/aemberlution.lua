-- Æmberlution (MM 394): Omega (data). Play: Destroy each creature. Each player reveals
-- their hand and puts each creature from their hand into play ready: the active player
-- picks the order among all of them, one at a time, and the flank of each (put into play,
-- not played: no Play: abilities).
return {
	resolve = function(ctx)
		ctx:destroy(ctx:objects({ zone = "battleline", controller = "any" }))
		ctx:settle()
		for _, who in ipairs({ "you", "opponent" }) do
			local hand = ctx:look({ zone = "hand", controller = who })
			if #hand > 0 then
				ctx:reveal(hand)
			end
		end
		while true do
			local creatures = ctx:look({ zone = "hand", controller = "any", type = "creature" })
			if #creatures == 0 then
				return
			end
			local pick = ctx:choose({ prompt = "Put which creature into play next?", objects = creatures })[1]
			local put = ctx:rule("put_into_play", pick)
			if put == nil then
				return
			end
			ctx:ready(put)
		end
	end,
}
