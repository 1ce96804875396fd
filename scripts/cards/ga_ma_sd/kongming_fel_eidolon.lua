-- Kongming, Fel Eidolon (level 3, Kongming lineage): On Enter: recover X, X the tera
-- element cards in your banishment. Whenever you activate a Spell card, you may change
-- your Shifting Currents to an adjacent direction of your choice.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: recover 1 per tera card in your banishment",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local x = ctx:count({ zone = "banishment", controller = "you", element = "tera" })
				if x > 0 then
					ctx:recover(ctx.this, x)
				end
			end,
		},
		{
			on = "played",
			label = "you activated a Spell card: you may turn your Shifting Currents to an adjacent direction",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object ~= nil
					and event.object:has_subtype("spell")
					and ctx:rule("currents") ~= nil
			end,
			resolve = function(ctx)
				ctx:rule("choose_currents", ctx:rule("adjacent_currents"), true)
			end,
		},
	},
}
