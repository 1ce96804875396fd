-- Training Session: put a buff counter on target ally you control.
return {
	targets = function(_ctx)
		return { { label = "ally you control", type = "ally", controller = "you", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:add_counter(ctx:target(1), "buff", 1)
	end,
}
