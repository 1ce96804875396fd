-- Quadracorder (WC 316), upgrade: Your opponent's keys cost +1 æmber for each house
-- represented among friendly creatures, 3 at most. "Your" is the upgrade's controller,
-- whichever creature it is on.
return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				local mine = ctx:objects({ zone = "battleline", controller = "you" })
				return math.min(3, ctx:rule("houses_among", mine))
			end,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
}
