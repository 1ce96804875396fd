-- Veil of Ectoplasm (GR 142): Play: For each Geistoid card in your discard pile, a friendly
-- creature captures 1 æmber (point by point; the card itself is still being played, not in
-- the pile).
return {
	resolve = function(ctx)
		local n = ctx:count({ zone = "discard", controller = "you", attributes = { house = "geistoid" } })
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		ctx:rule("allot_captures", mine, n, "Which friendly creature captures 1 æmber?")
	end,
}
