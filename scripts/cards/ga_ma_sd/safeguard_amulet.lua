-- Safeguard Amulet: Banish it: if your champion would take non-combat damage this turn,
-- prevent 4 of that damage (each time, while the turn lasts: no "the next time").
return {
	activated = {
		ward = {
			resolve = function(ctx)
				ctx:lasting({
					-- A filter: the champion you control as damage comes, after a level up too.
					target = { type = "champion", controller = "you" },
					duration = "turn",
					effect = { prevent = 4, each = true, damage = "non_combat" },
				})
			end,
		},
	},
}
