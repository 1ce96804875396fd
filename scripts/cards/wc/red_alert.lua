-- Red Alert (WC 303): Play: If there are more enemy creatures than friendly creatures,
-- deal damage to each enemy creature equal to the difference.
return {
	resolve = function(ctx)
		local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
		local difference = #theirs - #ctx:objects({ zone = "battleline", controller = "you" })
		if difference > 0 then
			for _, creature in ipairs(theirs) do
				ctx:deal_damage(creature, difference)
			end
		end
	end,
}
