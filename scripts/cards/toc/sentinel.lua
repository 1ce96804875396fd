-- Sentinel (ToC 186), token creature: Action: Stun an enemy creature. If that creature was
-- already stunned, destroy it instead.
return {
	action = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Stun which enemy creature?", objects = enemies })[1]
		if pick == nil then
			return
		end
		if ctx:rule("stunned", pick) then
			ctx:destroy(pick)
		else
			ctx:rule("stun", pick)
		end
	end,
}
