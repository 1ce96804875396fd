-- Powercell token: (1), REST, Sacrifice Powercell: Target Automaton ally gets +2 POWER
-- until end of turn. Sacrificed as a cost, the token is gone before the ability resolves;
-- the ability resolves all the same (GA-ABIL-6).
return {
	activated = {
		charge = {
			targets = function(_ctx)
				return { { label = "Automaton ally", type = "ally", subtype = "automaton", count = 1 } }
			end,
			resolve = function(ctx)
				ctx:lasting({
					target = ctx:target(1),
					duration = "end_of_turn",
					effect = { stat = "power", increase = 2 },
				})
			end,
		},
	},
}
