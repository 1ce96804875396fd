-- Munchling (MM 076): Skirmish (the rules'). Fight: You may discard a Logos card from your
-- hand or archives. If you do, gain 1 æmber.
return {
	fight = function(ctx)
		local logos = {}
		for _, zone in ipairs({ "hand", "archives" }) do
			for _, card in ipairs(ctx:objects({ zone = zone, controller = "you" })) do
				if ctx:rule("of_house", card, "logos") then
					table.insert(logos, card)
				end
			end
		end
		local pick =
			ctx:choose({ prompt = "Discard which Logos card?", objects = logos, min = 0, max = 1 })[1]
		if pick ~= nil and ctx:discard(pick) then
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
