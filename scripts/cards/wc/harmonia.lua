-- Harmonia (WC 357): Elusive (data). After you play a creature (Harmonia itself
-- included), if there are more enemy creatures than friendly creatures, gain 1 æmber.
return {
	triggers = {
		{
			on = "played",
			label = "a creature played while outnumbered: gain 1 (Harmonia)",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object ~= nil
					and event.object:has_type("creature")
					and ctx.this:zone() == "battleline"
			end,
			resolve = function(ctx)
				local friendly = ctx:count({ zone = "battleline", controller = "you" })
				local enemy = ctx:count({ zone = "battleline", controller = "opponent" })
				if enemy > friendly then
					ctx:gain(ctx.controller, "amber", 1)
				end
			end,
		},
	},
}
