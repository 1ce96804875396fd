-- Befuddle (WoE 386): Play: Choose a house on your opponent's identity card. During their
-- next turn, they cannot play cards of any other house.
return {
	resolve = function(ctx)
		local houses = ctx:rule("identity_houses", ctx.opponent)
		local house = ctx:choose({ prompt = "Choose a house of your opponent's", options = houses })[1]
		if house == nil then
			return
		end
		ctx:lasting({
			target = { controller = "opponent", zone = "hand", not_attributes = { house = house } },
			duration = "during_opponent_next_turn",
			effect = { forbid = "activate" },
		})
	end,
}
