-- Maruck the Marked (AoA 220), creature: After Maruck the Marked prevents damage with its
-- armor, capture 1 æmber for each damage just prevented. The armor's use is a counter event
-- of "armor_used" carrying what it prevented.
return {
	triggers = {
		{
			on = "counter_added",
			own = true,
			label = "capture 1 æmber per damage its armor prevented (Maruck the Marked)",
			applies = function(_ctx, event)
				return event.counter == "armor_used" and (event.amount or 0) > 0
			end,
			resolve = function(ctx, event)
				ctx:capture(ctx.this, event.amount)
			end,
		},
	},
}
