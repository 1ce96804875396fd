-- Light Everlasting (DT 104): Play: Play a Sanctum creature from your discard pile anywhere
-- in your battleline (as deploy lets: ctx:play's `anywhere`).
return {
	resolve = function(ctx)
		local dead = {}
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you", type = "creature" })) do
			if ctx:rule("of_house", card, "sanctum") then
				table.insert(dead, card)
			end
		end
		local picked =
			ctx:choose({ prompt = "Play which Sanctum creature from your discard pile?", objects = dead })[1]
		if picked ~= nil then
			ctx:play(picked, { anywhere = true })
		end
	end,
}
