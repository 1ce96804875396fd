-- Nice to Greet You (AS 226): Enhance (deck building only). Play: Ready each Mars creature
-- (of either side).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if ctx:rule("of_house", creature, "mars") then
				ctx:ready(creature)
			end
		end
	end,
}
