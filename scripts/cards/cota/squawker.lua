-- Squawker (CotA 178): Play: Ready a Mars creature or stun a non-Mars creature. The
-- creature chosen decides which.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local creature =
			ctx:choose({ prompt = "Ready a Mars creature or stun another one", objects = creatures })[1]
		if creature == nil then
			return
		end
		if creature:attribute("house") == "mars" then
			ctx:ready(creature)
		else
			ctx:rule("stun", creature)
		end
	end,
}
