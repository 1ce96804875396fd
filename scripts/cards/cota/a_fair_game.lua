-- A Fair Game (CotA 053): Play: Discard the top card of your opponent's deck and reveal
-- their hand. You gain 1 æmber for each card of the discarded card's house revealed this
-- way. Your opponent repeats the preceding effect on you. An empty deck discards nothing
-- and gains nothing.
local function fair(ctx, gainer, victim, side)
	local top = ctx:top(1, victim)[1]
	local hand = ctx:look({ zone = "hand", controller = side })
	ctx:reveal(hand)
	if top == nil then
		return
	end
	local house = top:attribute("house")
	ctx:discard(top)
	local n = 0
	for _, card in ipairs(hand) do
		if ctx:rule("of_house", card, house) then
			n += 1
		end
	end
	if n > 0 then
		ctx:gain(gainer, "amber", n)
	end
end

return {
	resolve = function(ctx)
		fair(ctx, ctx.controller, ctx.opponent, "opponent")
		fair(ctx, ctx.opponent, ctx.controller, "you")
	end,
}
