-- Blinding Light (CotA 213): Play: Choose a house. Stun each creature of that house.
local HOUSES = { "brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed" }

return {
	resolve = function(ctx)
		local house = ctx:choose({ prompt = "Stun every creature of which house?", options = HOUSES })[1]
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:attribute("house") == house then
				ctx:rule("stun", creature)
			end
		end
	end,
}
