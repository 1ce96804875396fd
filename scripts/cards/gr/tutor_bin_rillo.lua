-- Tutor Bin-Rillo (GR 106): Play: Discard up to 3 cards from your hand. Your opponent draws
-- a card. Scrap: Each player draws a card.
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local prompt = "Discard up to 3 cards from your hand"
		local picked = ctx:choose({ prompt = prompt, objects = hand, min = 0, max = math.min(3, #hand) })
		if #picked > 0 then
			ctx:discard(picked)
		end
		ctx:draw(1, ctx.opponent)
	end,
	scrap = function(ctx)
		ctx:draw(1, ctx.controller)
		ctx:draw(1, ctx.opponent)
	end,
}
