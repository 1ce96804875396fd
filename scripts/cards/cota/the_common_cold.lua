-- The Common Cold (CotA 336): Play: Deal 1 damage to each creature. Then you may destroy
-- every Mars creature (after that damage is dealt).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			ctx:deal_damage(creature, 1)
		end
		ctx:settle()
		local mars = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if ctx:rule("of_house", creature, "mars") then
				table.insert(mars, creature)
			end
		end
		if #mars == 0 then
			return
		end
		local pick = ctx:choose({
			prompt = "Destroy every Mars creature?",
			options = { "destroy", "don't destroy" },
		})[1]
		if pick == "destroy" then
			ctx:destroy(mars)
		end
	end,
}
