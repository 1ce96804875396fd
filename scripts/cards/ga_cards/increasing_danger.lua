-- Increasing Danger: Draw a card. Each player draws a card into their memory (the top
-- card of their deck goes to their memory).
return {
	resolve = function(ctx)
		ctx:draw(1)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			local card = ctx:top(1, player)[1]
			if card then
				ctx:move(card, "memory")
			end
		end
	end,
}
