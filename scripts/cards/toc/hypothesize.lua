-- Hypothesize (ToC 121), action: Play: Make a token creature. If there are three or more
-- friendly Logos cards in play (creatures, artifacts and upgrades; the token counts if its
-- reference card is Logos), archive Hypothesize.
return {
	resolve = function(ctx)
		ctx:rule("make_token")
		local logos = 0
		for _, zone in ipairs({ "battleline", "artifacts", "upgrades" }) do
			for _, card in ipairs(ctx:objects({ zone = zone, controller = "you" })) do
				if ctx:rule("of_house", card, "logos") then
					logos = logos + 1
				end
			end
		end
		if logos >= 3 then
			ctx:move(ctx.this, "archives")
		end
	end,
}
