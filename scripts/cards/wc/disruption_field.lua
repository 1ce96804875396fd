-- Disruption Field (WC 328), upgrade: Your opponent's keys cost +1 æmber for each
-- disruption counter on it. This creature gains "Fight/Reap: Put a disruption counter on
-- Disruption Field": after its creature fights or reaps, a counter goes on this upgrade.
return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				return ctx.this:counter("disruption")
			end,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
	triggers = {
		{
			on = "used",
			label = "Fight/Reap: a disruption counter on Disruption Field",
			applies = function(ctx, event)
				local host = ctx.this:attached_to()
				return host ~= nil
					and event.object == host
					and (event.ability == "fight" or event.ability == "reap")
			end,
			resolve = function(ctx, _event)
				ctx:add_counter(ctx.this, "disruption", 1)
			end,
		},
	},
}
