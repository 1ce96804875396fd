-- De-escalation (GR 092): Play: Destroy each creature (together). Your opponent archives
-- the top 3 cards of their deck (as many as there are).
return {
	resolve = function(ctx)
		ctx:destroy(ctx:objects({ zone = "battleline" }))
		for _, card in ipairs(ctx:top(3, ctx.opponent)) do
			ctx:move(card, "archives")
		end
	end,
}
