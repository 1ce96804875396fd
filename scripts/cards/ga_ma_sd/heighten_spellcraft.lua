-- Heighten Spellcraft: Empower 3. [Class Bonus] Floating Memory (from the graveyard).
return {
	resolve = function(ctx)
		ctx:rule("empower", 3)
	end,
}
