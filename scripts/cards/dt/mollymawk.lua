-- Mollymawk (DT 420): Play: Destroy an artifact (either player's).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "artifacts", controller = "any" })
		ctx:destroy(ctx:choose({ prompt = "Destroy which artifact?", objects = all })[1])
	end,
}
