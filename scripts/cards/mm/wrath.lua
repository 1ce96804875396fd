-- Wrath (MM 064): Taunt, Poison, Skirmish (data). Fight: For each friendly Sin creature,
-- enrage an enemy creature (Wrath is one): as many different enemy creatures as there
-- are Sins, or every enemy creature if there are fewer (keyteki picks distinct ones).
return {
	fight = function(ctx)
		local sins = ctx:count({ zone = "battleline", controller = "you", subtype = "sin" })
		local foes = ctx:objects({ zone = "battleline", controller = "opponent" })
		local n = math.min(sins, #foes)
		local picked =
			ctx:choose({ prompt = "Enrage which enemy creatures?", objects = foes, min = n, max = n })
		for _, c in ipairs(picked) do
			ctx:rule("enrage", c)
		end
	end,
}
