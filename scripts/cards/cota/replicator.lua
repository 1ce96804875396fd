-- Replicator (CotA 150): Reap: Trigger the reap effect of another creature in play as if
-- you controlled that creature. (That creature does not exhaust.) Its card's own Reap:
-- ability runs as yours; it is not a reap, so no æmber for reaping and nothing exhausts.
return {
	reap = function(ctx)
		local others = ctx:objects({ zone = "battleline", controller = "any", other = true })
		local creature =
			ctx:choose({ prompt = "Trigger the Reap: ability of which creature?", objects = others })[1]
		if creature ~= nil then
			ctx:ability_of(creature, "reap")
		end
	end,
}
