-- Veteran Blazebearer: On Enter: it gains taunt until the beginning of your next turn.
-- [Class Bonus] Steadfast is a restricted keyword in its data.
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
					duration = "until_your_next_turn",
					effect = { grant = "taunt" },
				})
			end,
		},
	},
}
