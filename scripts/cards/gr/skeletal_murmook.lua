-- Skeletal Murmook (GR 382): While you are haunted, your opponent's keys cost +2 æmber.
return {
	statics = {
		{
			cost = "key",
			increase = 2,
			applies_to = function(ctx, player)
				return player == ctx.opponent and ctx:rule("haunted")
			end,
		},
	},
}
