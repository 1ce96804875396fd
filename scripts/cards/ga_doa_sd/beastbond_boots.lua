-- Beastbond Boots: Banish it: your champion gains spellshroud until end of turn (the
-- ruleset's `shrouds`: Spells can't target it). Activate this ability only if you control
-- an Animal or Beast ally.
return {
	activated = {
		shroud = {
			legal = function(ctx)
				if
					ctx:count({ type = "ally", any_subtype = { "animal", "beast" }, controller = "you" }) > 0
				then
					return true
				end
				return false, "you control no Animal or Beast ally"
			end,
			resolve = function(ctx)
				local champion = ctx:objects({ type = "champion", controller = "you" })[1]
				ctx:lasting({
					target = champion,
					duration = "end_of_turn",
					effect = { grant = "spellshroud" },
				})
			end,
		},
	},
}
