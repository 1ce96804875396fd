-- Grommid (CotA 194): You cannot play creatures. After an enemy creature is destroyed
-- fighting Grommid, your opponent loses 1 æmber. The first is a constant ability that
-- forbids playing the creature cards of Grommid's controller.
return {
	statics = {
		{
			forbid = "activate",
			applies_to = function(ctx, card)
				return card:has_type("creature") and card:controller() == ctx.controller
			end,
		},
	},
	triggers = {
		{
			on = "destroyed",
			label = "an enemy destroyed fighting it: the opponent loses 1 (Grommid)",
			applies = function(ctx, event)
				return event.player ~= ctx.controller and ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx)
				ctx:gain(ctx.opponent, "amber", -1)
			end,
		},
	},
}
