-- Kaupe (DT 341): Your opponent cannot play more than 1 card of each card type (action,
-- artifact, creature, upgrade) each turn: a card of a type they played this turn can't be
-- played.
return {
	statics = {
		{
			forbid = "activate",
			applies_to = function(ctx, card)
				if card:controller() ~= ctx.opponent then
					return false
				end
				for _, act in ipairs(ctx.opponent:this_turn("played")) do
					for _, t in ipairs(act.types or {}) do
						if card:has_type(t) then
							return true
						end
					end
				end
				return false
			end,
		},
	},
}
