-- Toll Totem: Cards your opponents activate cost 1 more.
return {
	statics = {
		{
			increase = 1,
			applies_to = function(ctx, card)
				return card:controller() ~= ctx.controller
			end,
		},
	},
}
