-- Boo! (GR 144): Play: Discard the top 10 cards of a player's deck (as many as there are).
return {
	resolve = function(ctx)
		local prompt = "Discard the top 10 cards of whose deck?"
		local pick = ctx:choose({ prompt = prompt, options = { "mine", "opponent's" } })[1]
		local player = pick == "mine" and ctx.controller or ctx.opponent
		for _, card in ipairs(ctx:top(10, player)) do
			ctx:discard(card)
		end
	end,
}
