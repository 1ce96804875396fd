-- The Floor is Lava (WC 051): At the start of your turn, deal 1 damage to a friendly
-- creature and 1 damage to an enemy creature (each only if there is one).
return {
	triggers = {
		{
			on = "turn_began",
			label = "1 damage to a friendly and an enemy creature (The Floor is Lava)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx, _event)
				local mine = ctx:objects({ zone = "battleline", controller = "you" })
				local friendly =
					ctx:choose({ prompt = "1 damage to which friendly creature?", objects = mine })[1]
				local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
				local enemy =
					ctx:choose({ prompt = "1 damage to which enemy creature?", objects = theirs })[1]
				ctx:deal_damage(friendly, 1)
				ctx:deal_damage(enemy, 1)
			end,
		},
	},
}
