-- Aedile Tullia (WoE 231): Each time you exalt a friendly non-token creature, make a token
-- creature. "You" is the player whose ability exalted it (the exalt's event names them,
-- KF-EVT-EXALT-1); the creature is friendly as it is exalted.
return {
	triggers = {
		{
			on = "counter_added",
			label = "you exalted a friendly non-token creature: make a token creature (Aedile Tullia)",
			applies = function(ctx, event)
				local creature = ctx:rule("exalted", event)
				return creature ~= nil
					and event.player == ctx.controller
					and creature:is_valid()
					and creature:controller() == ctx.controller
					and not creature:is_token()
			end,
			resolve = function(ctx)
				ctx:rule("make_token")
			end,
		},
	},
}
