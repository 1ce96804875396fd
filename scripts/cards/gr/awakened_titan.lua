-- Awakened Titan (GR 021): Taunt (data). It cannot ready unless you are haunted (neither in
-- the "ready cards" step nor by a card effect).
return {
	replacements = {
		{
			on = "wake",
			label = "stays exhausted: not haunted",
			applies = function(ctx, change)
				return change.target == ctx.this and not ctx:rule("haunted")
			end,
			instead = function()
				return {}
			end,
		},
	},
}
