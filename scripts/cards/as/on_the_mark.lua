-- On the Mark (AS 013): Play: Choose a friendly creature. Move each æmber on it to an enemy
-- creature.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local from = ctx:choose({ prompt = "Choose a friendly creature", objects = mine })[1]
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		if from == nil or from:counter("amber") == 0 then
			return
		end
		local to = ctx:choose({ prompt = "Move its æmber to which enemy creature?", objects = enemies })[1]
		if to ~= nil then
			ctx:rule("move_amber", from, to)
		end
	end,
}
