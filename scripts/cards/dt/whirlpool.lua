-- Whirlpool (DT 335), artifact: At the end of each player's turn, that player gives control
-- of the creature on their right flank to their opponent, who puts it on their left flank.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "the right flank creature goes to the opponent's left flank (Whirlpool)",
			applies = function(ctx, event)
				return event.player ~= nil and #ctx:rule("line", event.player) > 0
			end,
			resolve = function(ctx, event)
				local line = ctx:rule("line", event.player)
				local creature = line[#line]
				local other = event.player == ctx.controller and ctx.opponent or ctx.controller
				ctx:take_control(creature, other, nil, "left")
			end,
		},
	},
}
