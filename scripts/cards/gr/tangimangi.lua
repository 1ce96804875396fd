-- Tangimangi (GR 324): While your opponent is haunted, their keys cost +3 æmber (read as
-- each key is forged).
return {
	statics = {
		{
			cost = "key",
			increase = 3,
			applies_to = function(ctx, player)
				return player == ctx.opponent and ctx:rule("haunted", player)
			end,
		},
	},
}
