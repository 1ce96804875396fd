-- Bux Bastian (AS 291): Enhance (deck building only). Scrap: Exalt an enemy flank
-- creature.
return {
	scrap = function(ctx)
		local flanks = ctx:rule("flank_creatures", "opponent")
		local pick = ctx:choose({ prompt = "Exalt which enemy flank creature?", objects = flanks })[1]
		if pick ~= nil then
			ctx:rule("exalt", pick)
		end
	end,
}
