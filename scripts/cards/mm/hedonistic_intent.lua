-- Hedonistic Intent (MM 207): Play: Exalt each flank creature (both battlelines).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:rule("flank_creatures")) do
			ctx:rule("exalt", creature)
		end
	end,
}
