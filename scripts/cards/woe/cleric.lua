-- Cleric (WoE 228), token creature: After Cleric enters play, it captures 1 æmber. A token
-- creature enters play only by being made (the `created` event).
return {
	triggers = {
		{
			on = "created",
			own = true,
			label = "enters play: capture 1",
			resolve = function(ctx)
				ctx:capture(ctx.this, 1)
			end,
		},
	},
}
