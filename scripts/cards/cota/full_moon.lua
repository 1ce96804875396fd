-- Full Moon (CotA 323): Play: For the remainder of the turn, each time you play a
-- creature, gain 1 æmber.
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "creature_played" } })
	end,
	triggers = {
		{
			on = "played",
			lasting = "creature_played",
			label = "you played a creature: gain 1 æmber (Full Moon)",
			applies = function(ctx, event)
				return event.player == ctx.controller and event.object:has_type("creature")
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
