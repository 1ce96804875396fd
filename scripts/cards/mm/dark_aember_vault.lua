-- Dark Æmber Vault (MM 001): After you play a Mutant creature, draw a card. Each friendly
-- Mutant creature gets +2 power.
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			applies_to = function(ctx, obj)
				return obj:controller() == ctx.controller
					and obj:has_type("creature")
					and obj:has_subtype("mutant")
			end,
		},
	},
	triggers = {
		{
			on = "played",
			label = "you played a Mutant creature: draw a card (Dark Æmber Vault)",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object:has_type("creature")
					and event.object:has_subtype("mutant")
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
