-- Song of the Wild (WC 364): Play: For the remainder of the turn, each friendly creature
-- gains "Reap: Gain 1 æmber" — creatures played later this turn too: a lasting trigger on
-- each reap of a friendly creature.
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "song_of_the_wild" } })
	end,
	triggers = {
		{
			on = "used",
			lasting = "song_of_the_wild",
			label = "a friendly creature reaped: gain 1 æmber (Song of the Wild)",
			applies = function(ctx, event)
				return event.ability == "reap" and event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
