-- Igon the Green (WC 039): Destroyed: Purge Igon the Green. Return an Igon the Terrible
-- from your discard pile to your hand.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: purge Igon the Green, return an Igon the Terrible",
			resolve = function(ctx)
				ctx:banish(ctx.this)
				local terrible =
					ctx:objects({ zone = "discard", controller = "you", card = "igon_the_terrible" })
				local pick = ctx:choose({ prompt = "Return which Igon the Terrible?", objects = terrible })[1]
				if pick ~= nil then
					ctx:move(pick, "hand")
				end
			end,
		},
	},
}
