-- Summon Sentinels: [Class Bonus] costs 1 less for each domain you control. Summon two
-- Automaton Drone tokens, each with a buff counter.
return {
	statics = {
		{
			reduce = function(ctx, _card)
				return ctx:count({ zone = "field", type = "domain", controller = "you" })
			end,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	resolve = function(ctx)
		for _ = 1, 2 do
			local drone = ctx:create_token("automaton_drone_token")
			if drone ~= nil then
				ctx:add_counter(drone, "buff", 1)
			end
		end
	end,
}
