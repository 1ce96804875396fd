-- Obelisk of Fabrication (a domain token): (6), REST: summon an Automaton Drone token with
-- a buff counter on it. This ability costs (1) less for each domain you control.
return {
	statics = {
		{
			ability = "fabricate",
			self_only = true,
			reduce = function(ctx)
				return ctx:count({ type = "domain", controller = "you" })
			end,
		},
	},
	activated = {
		fabricate = {
			resolve = function(ctx)
				local drone = ctx:create_token("automaton_drone_token")
				if drone then
					ctx:add_counter(drone, "buff", 1)
				end
			end,
		},
	},
}
