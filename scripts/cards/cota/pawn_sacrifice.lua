-- Pawn Sacrifice (CotA 279): Play: Sacrifice a friendly creature. If you do, deal 3 damage
-- each to 2 creatures (two different ones; as many as there are).
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		if #mine == 0 then
			return
		end
		if
			not ctx:destroy(ctx:choose({ prompt = "Sacrifice which friendly creature?", objects = mine })[1])
		then
			return
		end
		local creatures = ctx:objects({ zone = "battleline" })
		local n = math.min(2, #creatures)
		local chosen = ctx:choose({
			prompt = "Deal 3 damage to which 2 creatures?",
			objects = creatures,
			min = n,
			max = n,
		})
		for _, creature in ipairs(chosen) do
			ctx:deal_damage(creature, 3)
		end
	end,
}
