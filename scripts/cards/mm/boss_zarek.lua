-- Boss Zarek (MM 264): Each friendly creature with æmber on it gains elusive (Boss Zarek
-- too, when it has some). Its bonus icons are data.
return {
	statics = {
		{
			grant = "elusive",
			applies_to = function(ctx, obj)
				return obj:controller() == ctx.controller
					and obj:has_type("creature")
					and obj:counter("amber") > 0
			end,
		},
	},
}
