-- Summon Gale: Class Bonus: Efficiency. Return target ally to its owner's hand.
return {
	targets = function(_ctx)
		return { { label = "ally", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:move(ctx:target(1), "hand")
	end,
}
