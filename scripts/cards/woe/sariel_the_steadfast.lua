-- Sariel the Steadfast (WoE 192): While it is not your turn, your creatures cannot become
-- exhausted (each exhausting of one is replaced by nothing).
return {
	replacements = {
		{
			on = "rest",
			label = "not your turn: your creature stays ready (Sariel the Steadfast)",
			applies = function(ctx, change)
				local c = change.target
				return c ~= nil
					and not ctx.controller:is_turn_player()
					and c:zone() == "battleline"
					and c:controller() == ctx.controller
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
	},
}
