-- The Red Death (GR 198): It cannot ready unless you are haunted (neither in the "ready
-- cards" step nor by a card effect). After Fight: Gain 1 æmber and draw a card.
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
	fight = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
		ctx:draw(1)
	end,
}
