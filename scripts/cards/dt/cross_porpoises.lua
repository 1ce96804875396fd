-- Cross Porpoises (DT 400): Play: Raise the tide. Enrage 2 enemy creatures (as many as
-- there are).
return {
	resolve = function(ctx)
		ctx:rule("raise_tide")
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local n = math.min(2, #enemies)
		local picked =
			ctx:choose({ prompt = "Enrage which 2 enemy creatures?", objects = enemies, min = n, max = n })
		for _, creature in ipairs(picked) do
			ctx:rule("enrage", creature)
		end
	end,
}
