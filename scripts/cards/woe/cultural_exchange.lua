-- Cultural Exchange (WoE 292): Play: Your opponent puts each card from their archives into
-- their hand.
return {
	resolve = function(ctx)
		for _, card in ipairs(ctx:look({ zone = "archives", controller = "opponent" })) do
			ctx:move(card, "hand")
		end
	end,
}
