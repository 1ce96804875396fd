-- Protectrix (CotA 254): Reap: You may fully heal a creature. If you do, that creature
-- can't be dealt damage for the rest of the turn. "If you do" needs damage healed: a
-- creature with none is healed of nothing and gets no protection.
return {
	reap = function(ctx)
		local creature = ctx:choose({
			prompt = "Fully heal which creature (or none)?",
			objects = ctx:objects({ zone = "battleline" }),
			min = 0,
			max = 1,
		})[1]
		if creature == nil or creature:damage() == 0 then
			return
		end
		if ctx:heal(creature, creature:damage()) then
			ctx:lasting({ target = creature, duration = "turn", effect = { forbid = "damage" } })
		end
	end,
}
