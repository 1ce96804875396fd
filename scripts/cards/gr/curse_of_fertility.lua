-- Curse of Fertility (GR 334): Treachery (data). At the end of your turn, if you did not play
-- a creature this turn, your opponent gains 1 æmber. "You" is its controller: after
-- Treachery, the opponent of the player who played it.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: your opponent gains 1 unless you played a creature (Curse of Fertility)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				for _, act in ipairs(ctx.controller:this_turn("played")) do
					if table.find(act.types or {}, "creature") then
						return
					end
				end
				ctx:gain(ctx.opponent, "amber", 1)
			end,
		},
	},
}
