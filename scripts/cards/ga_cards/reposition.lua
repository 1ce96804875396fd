-- Reposition: target unit becomes distant. [Class Bonus] Floating Memory.
return {
	targets = function(_ctx)
		return { { label = "unit to become distant", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:rule("become_distant", ctx:target(1))
	end,
}
