-- Red-Hot Armor (CotA 070): Play: Each enemy creature with armor loses all of it until the
-- end of the turn, and is dealt 1 damage per point of armor it lost. With its armor 0, none
-- of that damage is prevented.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			local armor = creature:stat("armor") or 0
			if armor > 0 then
				ctx:lasting({ target = creature, duration = "turn", effect = { stat = "armor", set = 0 } })
				ctx:deal_damage(creature, armor)
			end
		end
	end,
}
