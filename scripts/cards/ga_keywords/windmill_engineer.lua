-- Windmill Engineer: Imbue 2 (the rules script decides it). On Enter: if it is imbued,
-- draw a card into your memory (the top card of your deck goes to your memory).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: if imbued, draw a card into your memory",
			applies = function(ctx, event)
				return event.to == "field" and ctx.this:has_status("imbued")
			end,
			resolve = function(ctx)
				ctx:rule("draw_into_memory")
			end,
		},
	},
}
