-- Theory or Conjecture (DT 063): Play: Choose one: archive the top 2 cards of your deck; or
-- play the top card of your deck.
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Theory or Conjecture: choose one",
			options = { "archive the top 2 cards", "play the top card" },
		})[1]
		if picked == "archive the top 2 cards" then
			for _, card in ipairs(ctx:top(2)) do
				ctx:move(card, "archives")
			end
			return
		end
		local top = ctx:top(1)[1]
		if top ~= nil then
			ctx:play(top)
		end
	end,
}
