-- Brend the Fanatic (AoA 284): Skirmish (data). Play: Your opponent gains 1 æmber.
-- Destroyed: Steal 3 æmber.
return {
	resolve = function(ctx)
		ctx:gain(ctx.opponent, "amber", 1)
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: steal 3 æmber",
			resolve = function(ctx)
				ctx:steal(3)
			end,
		},
	},
}
