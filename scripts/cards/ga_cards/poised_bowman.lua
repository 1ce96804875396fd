-- Poised Bowman: Ranged 3 (data: the keyword and its stat). On Enter: it gains vigor until
-- end of turn (the rules script's keyword trigger wakes it as your end phase begins).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: it gains vigor until end of turn",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:lasting({ target = ctx.this, duration = "end_of_turn", effect = { grant = "vigor" } })
			end,
		},
	},
}
