-- Clap of Thunder (AS 019): Play: Destroy the least powerful creature. Ready and enrage the
-- most powerful creature (either side; ties: the active player picks; the most powerful is
-- found after the destruction).
return {
	resolve = function(ctx)
		local least = ctx:rule("least_powerful", ctx:objects({ zone = "battleline" }))
		local doomed = ctx:choose({ prompt = "Destroy which least powerful creature?", objects = least })[1]
		if doomed ~= nil then
			ctx:destroy(doomed)
			ctx:settle()
		end
		local most = ctx:rule("most_powerful", ctx:objects({ zone = "battleline" }))
		local pick =
			ctx:choose({ prompt = "Ready and enrage which most powerful creature?", objects = most })[1]
		if pick ~= nil then
			ctx:ready(pick)
			ctx:rule("enrage", pick)
		end
	end,
}
