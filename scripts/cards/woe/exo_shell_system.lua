-- Exo-shell System (WoE 075): Each friendly token creature gains elusive. Play: Make a
-- token creature.
return {
	statics = {
		{
			grant = "elusive",
			applies_to = function(ctx, obj)
				return ctx:rule("friendly_token", obj)
			end,
		},
	},
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
}
