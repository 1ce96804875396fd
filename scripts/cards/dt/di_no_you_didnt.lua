-- Di-No You Didn't! (DT 156): Play: Destroy an enemy creature with æmber on it.
return {
	resolve = function(ctx)
		local holding = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if creature:counter("amber") > 0 then
				table.insert(holding, creature)
			end
		end
		ctx:destroy(
			ctx:choose({ prompt = "Destroy which enemy creature with æmber on it?", objects = holding })[1]
		)
	end,
}
