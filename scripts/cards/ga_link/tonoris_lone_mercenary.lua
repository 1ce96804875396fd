-- Tonoris, Lone Mercenary (zb14m4c8lj): On Enter: taunt until the beginning of your next
-- turn. In a two-player game that is the end of the opponent's next turn (our reading).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: taunt until the beginning of your next turn",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:lasting({
					target = ctx.this,
					duration = "opponent_next_turn",
					effect = { grant = "taunt" },
				})
			end,
		},
	},
}
