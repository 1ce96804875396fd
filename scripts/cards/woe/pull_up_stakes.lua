-- Pull Up Stakes (WoE 082): Play: Shuffle 2 friendly creatures into their owners' decks.
-- Return 4 enemy creatures to their owners' hands (as many as there are).
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local n = math.min(2, #mine)
		local shuffled = {}
		for _, creature in
			ipairs(ctx:choose({
				prompt = "Shuffle which 2 friendly creatures into their decks?",
				objects = mine,
				min = n,
				max = n,
			}))
		do
			local owner = creature:owner()
			if ctx:move(creature, "deck") then
				shuffled[owner.index] = owner
			end
		end
		for _, owner in pairs(shuffled) do
			ctx:shuffle("deck", owner)
		end
		local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
		local m = math.min(4, #theirs)
		for _, creature in
			ipairs(ctx:choose({
				prompt = "Return which 4 enemy creatures to hand?",
				objects = theirs,
				min = m,
				max = m,
			}))
		do
			ctx:move(creature, "hand")
		end
	end,
}
