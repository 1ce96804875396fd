-- Disintegrate: Class Bonus: Efficiency. Destroy target ally or regalia.
return {
	targets = function(_ctx)
		return { { label = "ally or regalia", any_type = { "ally", "regalia" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:destroy(ctx:target(1))
	end,
}
