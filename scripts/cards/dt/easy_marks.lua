-- Easy Marks (DT 196): Play: Exalt each damaged enemy creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if creature:damage() > 0 then
				ctx:rule("exalt", creature)
			end
		end
	end,
}
