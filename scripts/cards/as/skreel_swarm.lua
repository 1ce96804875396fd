-- Skreel Swarm (AS 094): Play: Deal 1 damage to each enemy creature. Scrap: You may archive
-- Skreel Swarm from your discard pile.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			ctx:deal_damage(creature, 1)
		end
	end,
	scrap = function(ctx)
		local prompt = "Archive Skreel Swarm from your discard pile?"
		if ctx:choose({ prompt = prompt, options = { "archive it", "leave it" } })[1] == "archive it" then
			ctx:move(ctx.this, "archives")
		end
	end,
}
