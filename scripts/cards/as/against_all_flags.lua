-- Against All Flags (AS 288): Play: Steal 2 æmber if a flank creature (either side) shares a
-- house with another flank creature; otherwise steal 1.
return {
	resolve = function(ctx)
		local flanks = ctx:rule("flank_creatures", "any")
		local amount = 1
		for i, a in ipairs(flanks) do
			for j = i + 1, #flanks do
				if ctx:rule("shares_house", a, flanks[j]) then
					amount = 2
				end
			end
		end
		ctx:steal(amount)
	end,
}
