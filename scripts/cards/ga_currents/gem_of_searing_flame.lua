-- Gem of Searing Flame: as a Spell, whenever your Shifting Currents change from facing
-- North to West, deal 2 damage to target champion (chosen as it resolves, any player's;
-- as a Spell it can't choose one with spellshroud).
return {
	triggers = {
		{
			on = "switched",
			label = "your Shifting Currents turned from North to West: as a Spell, 2 damage to a champion",
			applies = function(ctx, event)
				return ctx:rule("currents_turned", event, "north", "west")
			end,
			resolve = function(ctx)
				local champions = {}
				for _, c in ipairs(ctx:objects({ zone = "field", type = "champion" })) do
					if not c:has_keyword("spellshroud") then
						champions[#champions + 1] = c
					end
				end
				local champion = ctx:choose({
					prompt = "a champion: 2 damage",
					objects = champions,
					min = 1,
					max = 1,
				})[1]
				if champion then
					ctx:deal_damage(champion, 2)
				end
			end,
		},
	},
}
