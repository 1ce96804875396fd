-- Tomwa of the Glow, evil twin (DT 311): Reap: If the tide is high, exhaust an enemy
-- creature and your opponent discards a random card from their hand.
return {
	reap = function(ctx)
		if ctx:rule("tide") ~= "high" then
			return
		end
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local picked = ctx:choose({ prompt = "Exhaust which enemy creature?", objects = enemies })[1]
		if picked ~= nil then
			ctx:exhaust(picked)
		end
		ctx:rule("discard_at_random", ctx.opponent, 1)
	end,
}
