-- Cloudburst Command (AS 262), artifact: Your opponent's keys cost +1 æmber for each Skyborn
-- creature on a flank (of either battleline), counted as the key is forged.
return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				return #ctx:rule("flank_creatures_of_house", "skyborn", "any")
			end,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
}
