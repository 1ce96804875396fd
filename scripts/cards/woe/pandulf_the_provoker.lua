-- Pandulf the Provoker (WoE 221): Taunt. Play: Enrage an enemy creature.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		ctx:rule("enrage", ctx:choose({ prompt = "Enrage which enemy creature?", objects = enemies })[1])
	end,
}
