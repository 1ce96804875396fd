-- Professor Sutterkin (AoA 118), creature: Reap: Draw a card for each friendly Logos
-- creature (itself included; artifacts and upgrades are not creatures).
return {
	reap = function(ctx)
		local n = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if ctx:rule("of_house", creature, "logos") then
				n = n + 1
			end
		end
		if n > 0 then
			ctx:draw(n)
		end
	end,
}
