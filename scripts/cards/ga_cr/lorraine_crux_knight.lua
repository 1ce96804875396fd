-- Lorraine, Crux Knight: Lorraine lineage (the rules script's levelling). Lorraine's attacks
-- get +1 power for each regalia weapon card in your banishment.
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return ctx:count({ zone = "banishment", controller = "you", types = { "weapon", "regalia" } })
			end,
			self_only = true,
		},
	},
}
