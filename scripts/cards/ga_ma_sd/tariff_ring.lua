-- Tariff Ring: banish it, only during an opponent's recollection phase: until end of
-- turn, players can't declare attacks unless they pay (2) for each declaration — the
-- player value "attack_cost" the rules' attack declaration pays, raised for every player.
return {
	activated = {
		tariff = {
			legal = function(ctx)
				if ctx.opponent:in_phase("recollection") then
					return true
				end
				return false, "Tariff Ring is banished only during an opponent's recollection phase"
			end,
			resolve = function(ctx)
				for _, p in ipairs({ ctx.controller, ctx.opponent }) do
					ctx:lasting({
						target = p,
						duration = "end_of_turn",
						effect = { value = "attack_cost", increase = 2 },
					})
				end
			end,
		},
	},
}
