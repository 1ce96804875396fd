-- Reclaim: Return target ally you control to its owner's hand. Floating Memory (printed
-- keyword the ruleset pays with).
return {
	targets = function(_ctx)
		return { { label = "ally you control", type = "ally", controller = "you", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:move(ctx:target(1), "hand")
	end,
}
