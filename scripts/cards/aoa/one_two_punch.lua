-- 1-2 Punch (AoA 001): Play: Stun an enemy creature; if it was already stunned, destroy it
-- instead.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local creature = ctx:choose({ prompt = "Stun which enemy creature?", objects = enemies })[1]
		if creature == nil then
			return
		end
		if ctx:rule("stunned", creature) then
			ctx:destroy(creature)
		else
			ctx:rule("stun", creature)
		end
	end,
}
