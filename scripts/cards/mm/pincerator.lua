-- Pincerator (MM 289): At the end of each turn (either player's), deal 1 damage to each
-- flank creature, dealt together.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of turn: 1 damage to each flank creature",
			resolve = function(ctx)
				for _, creature in ipairs(ctx:rule("flank_creatures")) do
					ctx:deal_damage(creature, 1)
				end
			end,
		},
	},
}
