-- Hemorrhaging Rend: a Polearm attack card. [Damage 20+] Cleave (every unit of the chosen
-- opponent defends; it can't be intercepted): read as its targets are chosen and in the
-- intent.
return {
	statics = {
		{
			grant = "cleave",
			self_only = true,
			from = { "stack", "intent" },
			condition = function(ctx)
				return ctx:rule("champion_damage", 20)
			end,
		},
	},
}
