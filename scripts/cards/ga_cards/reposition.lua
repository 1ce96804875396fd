-- Reposition: target unit becomes distant. [Class Bonus] Floating Memory.
return {
	statics = {
		-- The class bonus lends it floating memory where that works: in the graveyard.
		{
			grant = "floating_memory",
			self_only = true,
			from = { "graveyard" },
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
	targets = function(_ctx)
		return { { label = "unit to become distant", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:rule("become_distant", ctx:target(1))
	end,
}
