-- Imperium (WC 186): Play: Ward 2 friendly creatures.
return {
	resolve = function(ctx)
		local friendly = ctx:objects({ zone = "battleline", controller = "you" })
		local n = math.min(2, #friendly)
		for _, creature in
			ipairs(ctx:choose({ prompt = "Ward which 2 creatures?", objects = friendly, min = n, max = n }))
		do
			ctx:rule("ward", creature)
		end
	end,
}
