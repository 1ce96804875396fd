-- Raze the Land: destroy target domain. Floating Memory (printed).
return {
	targets = function()
		return { { label = "domain", type = "domain", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:destroy(ctx:target(1))
	end,
}
