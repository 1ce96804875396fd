-- Searine (AS 076): Enhance (deck building only). Scrap: Deal 2 damage to a friendly
-- creature.
return {
	scrap = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Deal 2 damage to which friendly creature?", objects = mine })[1]
		if pick ~= nil then
			ctx:deal_damage(pick, 2)
		end
	end,
}
