-- Charge! (CotA 214): Play: For the remainder of the turn, each creature you play gains,
-- "Play: Deal 2 damage to an enemy creature." Written as a trigger kept on for the turn:
-- after each creature its player plays, 2 damage to an enemy creature.
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "charge" } })
	end,
	triggers = {
		{
			on = "played",
			lasting = "charge",
			label = "a creature played: 2 damage to an enemy creature (Charge!)",
			applies = function(ctx, event)
				return event.player == ctx.controller and event.object:has_type("creature")
			end,
			resolve = function(ctx)
				local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
				ctx:deal_damage(
					ctx:choose({ prompt = "Deal 2 damage to which enemy creature?", objects = enemies })[1],
					2
				)
			end,
		},
	},
}
