-- Skreel Swarm (GR 066): Play: 1 damage to each enemy creature. Scrap: you may archive it
-- from your discard pile (where a Scrap: ability finds its card).
return {
	resolve = function(ctx)
		ctx:rule("damage_each", ctx:objects({ zone = "battleline", controller = "opponent" }), 1)
	end,
	scrap = function(ctx)
		local pick =
			ctx:choose({ prompt = "Archive Skreel Swarm?", objects = { ctx.this }, min = 0, max = 1 })[1]
		if pick ~= nil then
			ctx:move(pick, "archives")
		end
	end,
}
