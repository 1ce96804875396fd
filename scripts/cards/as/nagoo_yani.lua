-- Nagoo Yani (AS 023): Play/After Fight: Deal 4 damage to an enemy creature. Scrap: Deal 2
-- damage to each enemy flank creature (dealt together).
local function four_to_an_enemy(ctx)
	local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
	local pick = ctx:choose({ prompt = "Deal 4 damage to which enemy creature?", objects = enemies })[1]
	if pick ~= nil then
		ctx:deal_damage(pick, 4)
	end
end

return {
	resolve = four_to_an_enemy,
	fight = four_to_an_enemy,
	scrap = function(ctx)
		for _, creature in ipairs(ctx:rule("flank_creatures", "opponent")) do
			ctx:deal_damage(creature, 2)
		end
	end,
}
