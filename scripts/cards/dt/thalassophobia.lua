-- Thalassophobia (DT 331): Play: Discard the top 10 cards of your opponent's deck (as many
-- as there are).
return {
	resolve = function(ctx)
		ctx:discard(ctx:top(10, ctx.opponent))
	end,
}
