-- Sidekick (ToC 078): Play: Choose a card in your hand and put it into play as a token
-- creature (face down, a copy of your reference card: any card, not only a creature).
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local pick = ctx:choose({ prompt = "Which card becomes a token creature?", objects = hand })[1]
		if pick ~= nil then
			ctx:rule("make_token", ctx.controller, pick)
		end
	end,
}
