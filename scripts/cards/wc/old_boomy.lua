-- Old Boomy (WC 045): Reap: Reveal cards from the top of your deck until you reveal a
-- Brobnar card or choose to stop. Deal 2 damage to Old Boomy if a Brobnar card was
-- revealed. Archive each card revealed this way (each as it is revealed).
return {
	reap = function(ctx)
		while true do
			local top = ctx:top(1)[1]
			if top == nil then
				return
			end
			ctx:reveal({ top })
			local brobnar = ctx:rule("of_house", top, "brobnar")
			ctx:move(top, "archives")
			if brobnar then
				ctx:deal_damage(ctx.this, 2)
				return
			end
			local go =
				ctx:choose({ prompt = "Reveal the next card?", options = { "reveal top card", "stop" } })[1]
			if go ~= "reveal top card" then
				return
			end
		end
	end,
}
