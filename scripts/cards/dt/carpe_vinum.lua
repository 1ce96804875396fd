-- Carpe Vinum (DT 169): Play: Exalt 2 enemy creatures (as many as there are).
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local n = math.min(2, #enemies)
		local picked =
			ctx:choose({ prompt = "Exalt which 2 enemy creatures?", objects = enemies, min = n, max = n })
		for _, creature in ipairs(picked) do
			ctx:rule("exalt", creature)
		end
	end,
}
