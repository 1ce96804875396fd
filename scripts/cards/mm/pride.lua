-- Pride (MM 060), creature: Reap: Ward each friendly Sin creature (Pride included).
return {
	reap = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:has_subtype("sin") then
				ctx:rule("ward", creature)
			end
		end
	end,
}
