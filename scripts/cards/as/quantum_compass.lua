-- Quantum Compass (AS 194), artifact: Omni: Archive the top card of your deck.
return {
	omni = function(ctx)
		local top = ctx:top(1)[1]
		if top ~= nil then
			ctx:move(top, "archives")
		end
	end,
}
