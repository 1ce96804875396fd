-- Technorachnophobia (GR 088): Play: Discard the top 10 cards of your deck; if 5 or more of
-- them are of one house, steal 2.
return {
	resolve = function(ctx)
		local top = ctx:top(10)
		local per_house = {}
		local most = 0
		for _, card in ipairs(top) do
			local house = card:attribute("house")
			if house ~= nil then
				per_house[house] = (per_house[house] or 0) + 1
				most = math.max(most, per_house[house])
			end
		end
		ctx:discard(top)
		if most >= 5 then
			ctx:steal(2)
		end
	end,
}
