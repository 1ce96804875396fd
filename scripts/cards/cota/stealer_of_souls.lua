-- Stealer of Souls (CotA 098): After an enemy creature is destroyed fighting Stealer of
-- Souls, purge that creature and gain 1 æmber. Purged from the discard pile the
-- destruction put it in; one a "Destroyed:" ability took elsewhere (Bad Penny, back to
-- hand) stays there, and the æmber is gained either way.
return {
	triggers = {
		{
			on = "destroyed",
			label = "an enemy destroyed fighting it: purge it, gain 1 (Stealer of Souls)",
			applies = function(ctx, event)
				return event.player ~= ctx.controller and ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx, event)
				for _, card in ipairs(ctx:objects({ zone = "discard", controller = "any" })) do
					if card.id == event.object.id then
						ctx:banish(card)
					end
				end
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
