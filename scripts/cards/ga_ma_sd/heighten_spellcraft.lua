-- Heighten Spellcraft: Empower 3. [Class Bonus] Floating Memory (from the graveyard).
return {
	statics = {
		{
			grant = "floating_memory",
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "graveyard" },
			self_only = true,
		},
	},
	resolve = function(ctx)
		ctx:rule("empower", 3)
	end,
}
