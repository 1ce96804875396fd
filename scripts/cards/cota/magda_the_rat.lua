-- Magda the Rat (CotA 303): Elusive. Play: Steal 2 æmber. Leaves Play: Your opponent
-- steals 2 æmber (from the player who controlled Magda as it left).
return {
	resolve = function(ctx)
		ctx:steal(2)
	end,
	triggers = {
		{
			on = "leaves_play",
			own = true,
			label = "Leaves play: the opponent steals 2 (Magda the Rat)",
			resolve = function(ctx, event)
				local loser = event.player or ctx.controller
				local taken = math.min(2, loser:counter("amber"))
				ctx:gain(loser, "amber", -taken)
				local other = ctx.controller
				if loser == ctx.controller then
					other = ctx.opponent
				end
				ctx:gain(other, "amber", taken)
			end,
		},
	},
}
