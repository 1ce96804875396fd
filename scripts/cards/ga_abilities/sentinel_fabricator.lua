-- Sentinel Fabricator: (3), REST: Summon an Automaton Drone token with a buff counter on it.
return {
	activated = {
		summon = {
			resolve = function(ctx)
				local drone = ctx:create_token("automaton_drone_token")
				ctx:add_counter(drone, "buff", 1)
			end,
		},
	},
}
