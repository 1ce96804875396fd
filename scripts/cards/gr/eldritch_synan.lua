-- Eldritch Synan (GR 301): Damaged creatures cannot deal it damage (a creature read as the
-- damage is dealt: in a fight, before that fight's own damage lands).
return {
	replacements = {
		{
			on = "damage",
			label = "no damage from a damaged creature",
			applies = function(ctx, change)
				local source = change.source
				return change.target == ctx.this
					and source ~= nil
					and source:is_valid()
					and source:has_type("creature")
					and source:damage() > 0
			end,
			instead = function()
				return {}
			end,
		},
	},
}
