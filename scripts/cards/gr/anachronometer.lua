-- Anachronometer (GR 219), upgrade: This creature gains, "After Fight/After Reap: Shuffle your
-- discard pile into your deck. Draw a card. Discard X cards from the top of your deck, X being
-- the number of cards in your opponent's discard pile."
local function rewind(ctx)
	ctx:rule("shuffle_discard_into_deck", ctx.controller)
	ctx:draw(1)
	ctx:discard(ctx:top(ctx.opponent:count("discard")))
end

return {
	grants = {
		reap = rewind,
		fight = rewind,
	},
}
