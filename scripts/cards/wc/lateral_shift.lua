-- Lateral Shift (WC A03): Play: Look at your opponent's hand. Play a card from that hand as
-- if it were yours (any house: the effect plays it). An upgrade is offered only while a
-- creature is in play to take it (it could not be played otherwise); any other card that
-- can't be played is passed over.
return {
	resolve = function(ctx)
		local hosts = ctx:count({ zone = "battleline" })
		local offered = {}
		for _, card in ipairs(ctx:look({ zone = "hand", controller = "opponent" })) do
			if hosts > 0 or not card:has_type("upgrade") then
				table.insert(offered, card)
			end
		end
		local card =
			ctx:choose({ prompt = "Play which card from your opponent's hand?", objects = offered })[1]
		if card ~= nil then
			ctx:play(card)
		end
	end,
}
