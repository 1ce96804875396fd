-- Book of leQ (WC 325), artifact: Action: reveal the top card of your deck. If it is not a
-- Star Alliance card, its house becomes your active house (KF-DECLARE-CHANGE-1);
-- otherwise, or with no card to reveal, your turn ends at once, without its ready and
-- draw steps (KF-END-TURN-1).
return {
	action = function(ctx)
		local top = ctx:top(1)[1]
		local house = nil
		if top ~= nil then
			ctx:reveal({ top })
			house = top:attribute("house")
		end
		if house ~= nil and house ~= "staralliance" then
			ctx:declare("house", house)
		else
			ctx:end_turn()
		end
	end,
}
