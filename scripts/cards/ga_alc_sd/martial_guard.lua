-- Martial Guard: the next time target unit would be dealt damage this turn, prevent 2 of
-- that damage (one instance). [Class Bonus] [Level 2+] Floating Memory.
return {
	statics = {
		{
			grant = "floating_memory",
			self_only = true,
			from = { "graveyard" },
			condition = function(ctx)
				return ctx:rule("class_bonus") and ctx:rule("level") >= 2
			end,
		},
	},
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:lasting({ target = ctx:target(1), duration = "turn", effect = { prevent = 2, instance = true } })
	end,
}
