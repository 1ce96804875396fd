-- Synth Disrupter: Banish it: until end of turn, Automaton allies enter the field rested (a
-- lasting grant of the ruleset's enters-rested keyword, Hindered, to every Automaton ally:
-- read on the printed card as it enters, whoever controls it).
return {
	activated = {
		disrupt = {
			resolve = function(ctx)
				ctx:lasting({
					target = { type = "ally", subtype = "automaton" },
					duration = "turn",
					effect = { grant = "hindered" },
				})
			end,
		},
	},
}
