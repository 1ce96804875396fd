-- Light Everlasting (WoE 203): Play: Play a Sanctum creature from your discard pile anywhere
-- in your battleline (as if it had deploy: a lasting grant on the next such card played).
return {
	resolve = function(ctx)
		local pile = {}
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you", type = "creature" })) do
			if ctx:rule("of_house", card, "sanctum") then
				table.insert(pile, card)
			end
		end
		local picked =
			ctx:choose({ prompt = "Play which Sanctum creature from your discard pile?", objects = pile })[1]
		if picked == nil then
			return
		end
		ctx:lasting({
			target = { controller = "you", zone = "stack", card = picked:card_id() },
			duration = "turn",
			once = true,
			effect = { grant = "deploy" },
		})
		ctx:play(picked)
	end,
}
