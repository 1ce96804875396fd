-- Dethrone: Put target champion on the bottom of its owner's material deck.
return {
	targets = function(ctx)
		return { { label = "champion", type = "champion", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:move(ctx:target(1), "material_deck")
	end,
}
