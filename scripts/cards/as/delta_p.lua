-- Delta P (AS 044): Play: Destroy an enemy creature. If your opponent controls more
-- creatures than you, repeat this effect (again after each repeat, as long as they do). A
-- ward spent counts as a repeat; a creature nothing could destroy stops the repeats.
return {
	resolve = function(ctx)
		repeat
			local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
			local pick = ctx:choose({ prompt = "Destroy which enemy creature?", objects = enemies })[1]
			if pick == nil then
				return
			end
			local warded = ctx:rule("warded", pick)
			ctx:destroy(pick)
			ctx:settle()
			if not warded and pick:is_valid() and not pick:is_destroyed() then
				return
			end
			local theirs = #ctx:objects({ zone = "battleline", controller = "opponent" })
			local mine = #ctx:objects({ zone = "battleline", controller = "you" })
		until theirs <= mine
	end,
}
