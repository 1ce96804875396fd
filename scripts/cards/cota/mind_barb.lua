-- Mind Barb (CotA 067): Play: Your opponent discards a random card from their hand.
-- The opponent discards a card picked at random from their hand (hidden from us: look): a
-- discard, which "discarded from your hand" sees (Borka Rikk).
local function discard_random(ctx)
	local hand = ctx:look({ zone = "hand", controller = "opponent" })
	if #hand > 0 then
		ctx:discard(hand[ctx:random(#hand)])
	end
end

return {
	resolve = function(ctx)
		discard_random(ctx)
	end,
}
