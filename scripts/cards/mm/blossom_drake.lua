-- Blossom Drake (MM 395): +1 power for each artifact in play, either side's; every
-- artifact in play has a blank text box (its traits stay): no Action:, Omni:, Play:,
-- triggered or constant abilities, no keywords.
return {
	statics = {
		{
			stat = "power",
			self_only = true,
			increase = function(ctx)
				return ctx:count({ type = "artifact" })
			end,
		},
		{
			lose_abilities = true,
			applies_to = function(_ctx, obj)
				return obj:has_type("artifact")
			end,
		},
	},
}
