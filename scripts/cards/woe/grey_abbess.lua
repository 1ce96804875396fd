-- Grey Abbess (WoE 198): Each friendly token creature gets +1 armor. Play: Make a token
-- creature.
return {
	statics = {
		{
			stat = "armor",
			increase = 1,
			applies_to = function(ctx, obj)
				return ctx:rule("friendly_token", obj)
			end,
		},
	},
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
}
