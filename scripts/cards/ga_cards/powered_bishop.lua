-- Powered Bishop: [Memory 4+] Powered Bishop gets +1 POWER. On Death: Summon a Powercell
-- token.
return {
	statics = {
		{
			stat = "power",
			increase = 1,
			-- Memory 4+: its controller has four or more cards in memory.
			condition = function(ctx)
				return ctx.controller:count("memory") >= 4
			end,
			self_only = true,
		},
	},
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "On Death: summon a Powercell token",
			resolve = function(ctx)
				ctx:create_token("powercell_token")
			end,
		},
	},
}
