-- Deipno Spymaster (CotA 299): Elusive. Omni: Choose a friendly creature. You may use that
-- creature this turn: lasting effects let it reap, fight and use its Action: whatever
-- house is active (it must still be ready).
return {
	omni = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local creature =
			ctx:choose({ prompt = "Which friendly creature may be used this turn?", objects = mine })[1]
		if creature == nil then
			return
		end
		for _, use in ipairs({ "reap", "fight", "action" }) do
			ctx:lasting({ target = creature, duration = "turn", effect = { allow = use } })
		end
	end,
}
