-- Novice Mechanist: Foster. On Foster: summon an Automaton Drone token.
return {
	triggers = {
		{
			on = "status",
			own = true,
			label = "On Foster: summon an Automaton Drone token",
			applies = function(_ctx, event)
				return event.status == "fostered"
			end,
			resolve = function(ctx)
				ctx:create_token("automaton_drone_token")
			end,
		},
	},
}
