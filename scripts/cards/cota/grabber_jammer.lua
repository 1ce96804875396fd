-- Grabber Jammer (CotA 193): Your opponent's keys cost +1 æmber. Fight/Reap: Grabber
-- Jammer captures 1 æmber.
return {
	statics = {
		{
			cost = "key",
			increase = 1,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
	fight = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
	reap = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
}
