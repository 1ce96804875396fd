-- Connectome Transfer (AS 202): Play: Put each flank creature (both sides) into its owner's
-- archives.
return {
	resolve = function(ctx)
		local flanks = ctx:rule("flank_creatures", "you")
		for _, creature in ipairs(ctx:rule("flank_creatures", "opponent")) do
			table.insert(flanks, creature)
		end
		for _, creature in ipairs(flanks) do
			ctx:move(creature, "archives")
		end
	end,
}
