-- Free Markets (AoA 233): Play: Gain 1 æmber for each house other than Sanctum among the
-- cards in play (creatures, artifacts and upgrades, both sides), at most 6.
return {
	resolve = function(ctx)
		local seen, houses = {}, 0
		for _, card in ipairs(ctx:objects({})) do
			local house = card:attribute("house")
			if house ~= nil and house ~= "sanctum" and not seen[house] then
				seen[house] = true
				houses = houses + 1
			end
		end
		if houses > 0 then
			ctx:gain(ctx.controller, "amber", math.min(houses, 6))
		end
	end,
}
