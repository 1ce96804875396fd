-- Soul Exchange (GR 067): Play: Choose a player. Return the topmost creature from that
-- player's discard pile to their hand. Destroy a creature controlled by that player. A pile
-- lists its cards bottom first.
return {
	resolve = function(ctx)
		local prompt = "Which player?"
		local pick = ctx:choose({ prompt = prompt, options = { "mine", "opponent's" } })[1]
		local side = pick == "mine" and "you" or "opponent"
		local creatures = ctx:objects({ zone = "discard", controller = side, type = "creature" })
		ctx:move(creatures[#creatures], "hand")
		local theirs = ctx:objects({ zone = "battleline", controller = side })
		ctx:destroy(ctx:choose({ prompt = "Destroy which of their creatures?", objects = theirs })[1])
	end,
}
