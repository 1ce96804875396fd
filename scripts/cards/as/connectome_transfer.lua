-- Connectome Transfer (AS 202): Play: Put each flank creature (both sides) into its owner's
-- archives.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:rule("flank_creatures", "any")) do
			ctx:move(creature, "archives")
		end
	end,
}
