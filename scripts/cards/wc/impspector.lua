-- Impspector (WC 077): Destroyed: Purge a random card from your opponent's hand.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: purge a random card of the opponent's hand",
			resolve = function(ctx)
				local hand = ctx:look({ zone = "hand", controller = "opponent" })
				if #hand > 0 then
					ctx:banish(hand[ctx:random(#hand)])
				end
			end,
		},
	},
}
