-- Matter Maker (MM 349): You may play upgrades as if they were in the active house: its
-- controller's upgrade cards may be played whatever their house (no count: every one).
return {
	statics = {
		{
			allow = "activate",
			applies_to = function(ctx, card)
				return card:has_type("upgrade") and card:owner() == ctx.controller
			end,
		},
	},
}
