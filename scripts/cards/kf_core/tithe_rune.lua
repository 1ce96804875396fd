-- Tithe Rune: If +1 power counters would be put on a creature, one more is put instead.
return {
	replacements = {
		{
			on = "counter",
			label = "one more counter",
			applies = function(_ctx, change)
				return change.counter == "power" and change.amount > 0
			end,
			instead = function(_ctx, change)
				return {
					kind = "counter",
					target = change.target,
					counter = "power",
					amount = change.amount + 1,
				}
			end,
		},
	},
}
