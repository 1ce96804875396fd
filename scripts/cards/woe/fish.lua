-- Fish (WoE 401), token creature: Destroyed: Deal 2 damage to the most powerful enemy
-- creature (a tie: the active player picks one).
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: 2 damage to the most powerful enemy",
			resolve = function(ctx)
				local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
				local strongest = ctx:rule("most_powerful", enemies)
				if #strongest == 0 then
					return
				end
				ctx:deal_damage(
					ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = strongest })[1],
					2
				)
			end,
		},
	},
}
