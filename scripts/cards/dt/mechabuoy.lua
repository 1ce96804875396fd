-- Mechabuoy (DT 042): At the start of each player's turn, if the tide is high for that
-- player, they gain 1 æmber.
return {
	triggers = {
		{
			on = "turn_began",
			label = "the tide is high for the player whose turn begins: they gain 1 æmber (Mechabuoy)",
			applies = function(ctx, event)
				return ctx:rule("tide", event.player) == "high"
			end,
			resolve = function(ctx, event)
				ctx:gain(event.player, "amber", 1)
			end,
		},
	},
}
