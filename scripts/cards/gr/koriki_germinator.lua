-- Koriki Germinator (GR 321): Play/After Reap: Put a card from a player's discard pile on
-- the bottom of their deck (its owner's).
local function recycle(ctx)
	local piles = ctx:objects({ zone = "discard" })
	local prompt = "Put which card from a discard pile on the bottom of its owner's deck?"
	local pick = ctx:choose({ prompt = prompt, objects = piles })[1]
	ctx:move(pick, "deck", { position = "bottom" })
end

return {
	resolve = recycle,
	reap = recycle,
}
