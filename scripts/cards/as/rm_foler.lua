-- Rm-Foler (AS 197): After Reap: Destroy an enemy creature. If you do, draw a card.
return {
	reap = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Destroy which enemy creature?", objects = enemies })[1]
		if pick == nil then
			return
		end
		ctx:destroy(pick)
		ctx:settle()
		if not pick:is_valid() or pick:is_destroyed() then
			ctx:draw(1)
		end
	end,
}
