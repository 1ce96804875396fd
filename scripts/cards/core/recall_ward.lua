-- Recall Ward: Return target ally you control to your hand.
return {
	targets = function(ctx)
		return { { label = "ally you control", type = "ally", controller = "you", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:move(ctx:target(1), "hand")
	end,
}
