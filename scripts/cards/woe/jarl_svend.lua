-- Jarl Svend (WoE 043): After an enemy creature is destroyed fighting Jarl Svend, make a
-- token creature. (Jarl Svend must survive the fight.)
return {
	triggers = {
		{
			on = "destroyed",
			label = "an enemy destroyed fighting it: make a token creature (Jarl Svend)",
			applies = function(ctx, event)
				return event.player ~= ctx.controller
					and ctx:rule("destroyed_fighting", event, ctx.this)
					and not ctx.this:is_destroyed()
			end,
			resolve = function(ctx)
				ctx:rule("make_token")
			end,
		},
	},
}
