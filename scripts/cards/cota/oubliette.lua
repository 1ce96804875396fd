-- Oubliette (CotA 278): Play: Purge a creature with power 3 or lower (its power now).
return {
	resolve = function(ctx)
		local small = ctx:objects({ zone = "battleline", max_stat = { power = 3 } })
		ctx:banish(ctx:choose({ prompt = "Purge which creature?", objects = small })[1])
	end,
}
