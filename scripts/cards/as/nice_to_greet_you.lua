-- Nice to Greet You (AS 226): Enhance (deck building only). Play: Ready each Mars creature
-- (of either side).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:rule("creatures_of_house", "mars", "any")) do
			ctx:ready(creature)
		end
	end,
}
