-- Watney's Calculation (AS 255): Play: If your opponent has more æmber than you, destroy an
-- enemy creature. (Its own æmber bonus is gained first.)
return {
	resolve = function(ctx)
		if ctx.opponent:counter("amber") <= ctx.controller:counter("amber") then
			return
		end
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Destroy which enemy creature?", objects = enemies })[1]
		if pick ~= nil then
			ctx:destroy(pick)
		end
	end,
}
