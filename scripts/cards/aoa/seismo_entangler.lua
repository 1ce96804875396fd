-- Seismo-Entangler (AoA 137), artifact: Action: Choose a house. During your opponent's next
-- turn, creatures of the chosen house cannot be used to reap: the opponent's creatures of
-- that house (printed), also those that enter play meanwhile.
return {
	action = function(ctx)
		local house = ctx:choose({ prompt = "Which house cannot reap?", options = ctx:rule("houses") })[1]
		ctx:lasting({
			target = { zone = "battleline", controller = "opponent", attributes = { house = house } },
			duration = "opponent_next_turn",
			effect = { forbid = "reap" },
		})
	end,
}
