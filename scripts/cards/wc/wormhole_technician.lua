-- Wormhole Technician (WC 144): Reap: Reveal the top card of your deck. If it is a Logos
-- card, play it (if it can't be played, alpha, it stays on top). Otherwise, archive it.
return {
	reap = function(ctx)
		local top = ctx:top(1)[1]
		if top == nil then
			return
		end
		ctx:reveal({ top })
		if ctx:rule("of_house", top, "logos") then
			ctx:play(top)
		else
			ctx:move(top, "archives")
		end
	end,
}
