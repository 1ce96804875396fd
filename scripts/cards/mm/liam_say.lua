-- Liam Say (MM 284): Elusive (the rules'). At the start of your turn, you may deal 1 damage
-- to a creature.
return {
	triggers = {
		{
			on = "turn_began",
			label = "start of your turn: you may deal 1 damage to a creature",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local all = ctx:objects({ zone = "battleline", controller = "any" })
				local pick = ctx:choose({
					prompt = "Deal 1 damage to which creature?",
					objects = all,
					min = 0,
					max = 1,
				})[1]
				if pick ~= nil then
					ctx:deal_damage(pick, 1)
				end
			end,
		},
	},
}
