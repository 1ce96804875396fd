-- Rai, Storm Seer: Rai lineage (the rules script's levelling). Rai gets +1 level for each
-- arcane element Mage Spell card in your banishment.
return {
	statics = {
		{
			stat = "level",
			increase = function(ctx, _card)
				local n = 0
				for _, c in
					ipairs(ctx:objects({
						zone = "banishment",
						controller = "you",
						subtypes = { "mage", "spell" },
					}))
				do
					if c:has_element("arcane") then
						n += 1
					end
				end
				return n
			end,
			self_only = true,
		},
	},
}
