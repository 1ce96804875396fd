-- Smite (AoA 224), action: Play: Ready and fight with a friendly creature. Deal 2 damage to
-- the attacked creature's neighbors: those it had as the fight damage was dealt (after any
-- Before Fight: ability), the ones still in play; none if there was no fight (a stunned
-- creature only shakes off its stun).
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({ prompt = "Ready and fight with which creature?", objects = mine })[1]
		if picked == nil then
			return
		end
		ctx:ready(picked)
		local used, attacked, beside = ctx:use(picked, "fight")
		if not used or attacked == nil then
			return
		end
		for _, creature in ipairs(beside or {}) do
			if creature:is_valid() and creature:zone() == "battleline" then
				ctx:deal_damage(creature, 2)
			end
		end
	end,
}
