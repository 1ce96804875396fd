-- Legionary Trainer (WoE 278): Each friendly token creature enters play ready (it has the
-- keyword `enters_ready` that making a token reads). Play: Make a token creature.
return {
	statics = {
		{
			grant = "enters_ready",
			applies_to = function(ctx, obj)
				return ctx:rule("friendly_token", obj)
			end,
		},
	},
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
}
