-- Ghoul-keeping (AS 134): Enhance (deck building only). Play: Ready a friendly Geistoid
-- creature.
return {
	resolve = function(ctx)
		local geistoid = ctx:rule("creatures_of_house", "geistoid", "you")
		local pick = ctx:choose({ prompt = "Ready which friendly Geistoid creature?", objects = geistoid })[1]
		if pick ~= nil then
			ctx:ready(pick)
		end
	end,
}
