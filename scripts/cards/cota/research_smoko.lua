-- Research Smoko (CotA 151): Destroyed: Archive the top card of your deck.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive the top card of your deck (Research Smoko)",
			resolve = function(ctx)
				ctx:move(ctx:top(1)[1], "archives")
			end,
		},
	},
}
