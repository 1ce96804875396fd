-- Crepuscular Rays (AS 144): Play: Choose a friendly creature. Move each æmber on it to your
-- pool. Destroy that creature.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Choose a friendly creature", objects = mine })[1]
		if pick == nil then
			return
		end
		ctx:rule("amber_to_pool", pick, pick:counter("amber"))
		ctx:destroy(pick)
	end,
}
