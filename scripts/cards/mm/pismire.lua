-- Pismire (MM 372): While there are more friendly Mutant creatures than enemy Mutant
-- creatures, your opponent's keys cost +2 æmber.
return {
	statics = {
		{
			cost = "key",
			increase = 2,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
			condition = function(ctx)
				local mine = ctx:count({ zone = "battleline", controller = "you", subtype = "mutant" })
				local theirs = ctx:count({ zone = "battleline", controller = "opponent", subtype = "mutant" })
				return mine > theirs
			end,
		},
	},
}
