-- Tithe of Ash: You may pay 1 reserve as this resolves. If you do, draw two cards.
-- The cost is named by the resolving effect, so it is paid now, as the text says.
return {
	resolve = function(ctx)
		local pick =
			ctx:choose({ prompt = "Pay 1 reserve to draw two cards?", options = { "pay", "decline" } })[1]
		if pick == "pay" and ctx:pay("reserve", 1) then
			ctx:draw(2)
		end
	end,
}
