-- Quixxle Stone (WC 338): If a player has more creatures in play than their opponent, they
-- cannot play creatures (either player; checked as each creature would be played).
return {
	statics = {
		{
			forbid = "activate",
			applies_to = function(ctx, card)
				if not card:has_type("creature") then
					return false
				end
				local mine = #ctx:objects({ zone = "battleline", controller = "you" })
				local theirs = #ctx:objects({ zone = "battleline", controller = "opponent" })
				if card:controller() == ctx.controller then
					return mine > theirs
				end
				return theirs > mine
			end,
		},
	},
}
