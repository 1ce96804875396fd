-- Skullion (AoA 082), creature: Play: Sacrifice a friendly creature (it may be itself).
return {
	resolve = function(ctx)
		local friendly = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({ prompt = "Choose a creature to sacrifice", objects = friendly })[1]
		if picked ~= nil then
			ctx:destroy(picked)
		end
	end,
}
