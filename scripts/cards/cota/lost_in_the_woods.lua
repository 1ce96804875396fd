-- Lost in the Woods (CotA 327): Play: Choose 2 friendly creatures and 2 enemy creatures.
-- Shuffle each chosen creature into its owner's deck (as many as there are).
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
		local a = ctx:choose({
			prompt = "Choose 2 friendly creatures",
			objects = mine,
			min = math.min(2, #mine),
			max = 2,
		})
		local b = ctx:choose({
			prompt = "Choose 2 enemy creatures",
			objects = theirs,
			min = math.min(2, #theirs),
			max = 2,
		})
		for _, creature in ipairs(a) do
			ctx:move(creature, "deck")
		end
		for _, creature in ipairs(b) do
			ctx:move(creature, "deck")
		end
		ctx:shuffle("deck", ctx.controller)
		ctx:shuffle("deck", ctx.opponent)
	end,
}
