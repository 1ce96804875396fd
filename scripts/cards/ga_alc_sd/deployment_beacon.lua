-- Deployment Beacon: On Enter: summon an Automaton Drone token. [Class Bonus] On Leave:
-- summon an Automaton Drone token.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: summon an Automaton Drone token",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:create_token("automaton_drone_token")
			end,
		},
		{
			on = "leaves_play",
			own = true,
			label = "On Leave: summon an Automaton Drone token (class bonus)",
			applies = function(ctx, _event)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:create_token("automaton_drone_token")
			end,
		},
	},
}
