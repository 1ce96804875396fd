-- Bilgum Avalanche (CotA 028): After you forge a key, deal 2 damage to each enemy creature.
return {
	triggers = {
		{
			on = "gained",
			label = "a key forged: 2 damage to each enemy creature (Bilgum Avalanche)",
			applies = function(ctx, event)
				return event.counter == "keys" and event.player == ctx.controller and event.amount > 0
			end,
			resolve = function(ctx)
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
					ctx:deal_damage(creature, 2)
				end
			end,
		},
	},
}
