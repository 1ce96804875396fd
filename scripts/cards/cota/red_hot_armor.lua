-- Red-Hot Armor (CotA 070): Play: Each enemy creature with armor loses all of it until the
-- end of the turn, and is dealt 1 damage per point of armor it lost. Its armor is 0 after
-- every other modifier (Abond the Armorsmith's +1 too), so none of that damage is
-- prevented. What armor already prevented this turn is spent (the ruleset's "armor_used"):
-- only the armor left is lost, and dealt (KF-ARMOR-LEFT-1).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			local armor = creature:stat("armor") or 0
			if armor > 0 then
				local left = math.max(0, armor - creature:counter("armor_used"))
				ctx:lasting({ target = creature, duration = "turn", effect = { stat = "armor", fix = 0 } })
				ctx:deal_damage(creature, left)
			end
		end
	end,
}
