-- Mutagenic Serum (MM 091): Omni: Destroy Mutagenic Serum. You may use friendly Mutant
-- creatures this turn: a permission on every friendly Mutant, those played later included.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { type = "creature", controller = "you", subtype = "mutant" },
			duration = "turn",
			effect = { allow = "use" },
		})
	end,
}
