-- Æmbertracker (WC 324): Play: Deal 2 damage to each enemy creature with æmber on it;
-- armor prevents none of it.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if creature:counter("amber") > 0 then
				ctx:deal_damage(creature, 2, nil, { unpreventable = true })
			end
		end
	end,
}
