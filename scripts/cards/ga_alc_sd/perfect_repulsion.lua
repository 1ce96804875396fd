-- Perfect Repulsion: the next time target unit you control would take exactly X damage this
-- turn, prevent that damage (X: the cards in your memory as it resolves). Draw a card if
-- damage was prevented this way: part of the prevention (`draw`), not a trigger.
return {
	targets = function(_ctx)
		return {
			{ label = "unit you control", any_type = { "champion", "ally" }, controller = "you", count = 1 },
		}
	end,
	resolve = function(ctx)
		ctx:lasting({
			target = ctx:target(1),
			duration = "turn",
			effect = {
				prevent = "all",
				exactly = ctx.controller:count("memory"),
				instance = true,
				draw = 1,
			},
		})
	end,
}
