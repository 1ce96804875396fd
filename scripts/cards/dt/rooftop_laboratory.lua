-- Rooftop Laboratory (DT 009): Each friendly Scientist creature enters play ready (the
-- rules' keyword enters_ready, given while the card is being played).
return {
	statics = {
		{
			grant = "enters_ready",
			reaches = { "stack" },
			applies_to = function(ctx, obj)
				return obj:zone() == "stack"
					and obj:has_type("creature")
					and obj:has_subtype("scientist")
					and obj:controller() == ctx.controller
			end,
		},
	},
}
