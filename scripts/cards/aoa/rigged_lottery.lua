-- Rigged Lottery (AoA 309), action: Play: Each player discards the top 5 cards of their
-- deck; for each Shadows card discarded, its owner gains 1 æmber.
return {
	resolve = function(ctx)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			local shadows = 0
			for _, card in ipairs(ctx:top(5, player)) do
				if ctx:rule("of_house", card, "shadows") then
					shadows = shadows + 1
				end
				ctx:discard(card)
			end
			if shadows > 0 then
				ctx:gain(player, "amber", shadows)
			end
		end
	end,
}
