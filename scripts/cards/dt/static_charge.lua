-- Static Charge (DT 060), upgrade: This creature gains, "At the start of your turn, deal 2
-- damage to each of this creature's neighbors" ("your": the creature's controller).
return {
	triggers = {
		{
			on = "turn_began",
			label = "2 damage to each neighbor of its creature (Static Charge)",
			applies = function(ctx, event)
				local host = ctx.this:attached_to()
				return host ~= nil and event.player == host:controller()
			end,
			resolve = function(ctx)
				for _, neighbor in ipairs(ctx.this:attached_to():neighbors()) do
					ctx:deal_damage(neighbor, 2)
				end
			end,
		},
	},
}
