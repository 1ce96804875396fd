-- Favorable Winds: Allies you control get +1 life until end of turn (the allies there as
-- it resolves). Floating Memory (a printed keyword the ruleset pays with).
return {
	resolve = function(ctx)
		for _, ally in ipairs(ctx:objects({ type = "ally", controller = "you" })) do
			ctx:lasting({ target = ally, duration = "end_of_turn", effect = { stat = "life", increase = 1 } })
		end
	end,
}
