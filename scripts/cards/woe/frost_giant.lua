-- Frost Giant (WoE 008): Frost Giant does not ready during your "ready cards" step (a card
-- may still ready it).
return {
	replacements = {
		{
			on = "wake",
			label = "Frost Giant stays exhausted in the ready step",
			applies = function(ctx, change)
				return change.target == ctx.this and ctx.this:controller():in_phase("ready")
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
	},
}
