-- Snag's Mirror (WC 117), artifact: After a player chooses an active house, their opponent
-- cannot choose the same house as their active house on their next turn. The restriction
-- outlasts the Mirror: it was made when the house was chosen.
return {
	triggers = {
		{
			on = "declared",
			label = "their opponent cannot choose that house on their next turn (Snag's Mirror)",
			applies = function(_ctx, event)
				return event.name == "house"
			end,
			resolve = function(ctx, event)
				local mine = event.player == ctx.controller
				ctx:lasting({
					target = mine and ctx.opponent or ctx.controller,
					duration = mine and "opponent_next_turn" or "your_next_turn",
					effect = { declare = "house", cannot = event.value },
				})
			end,
		},
	},
}
