-- Spectral Tunneler (CotA 133), artifact: Action: choose a creature; for the rest of the
-- turn it is considered a flank creature and has "Reap: Draw a card" (the rules' keywords
-- "considered_flank" and "reap_draws").
return {
	action = function(ctx)
		local creature = ctx:choose({
			prompt = "Which creature tunnels?",
			objects = ctx:objects({ zone = "battleline", controller = "any" }),
		})[1]
		if creature == nil then
			return
		end
		ctx:lasting({ target = creature, duration = "turn", effect = { grant = "considered_flank" } })
		ctx:lasting({ target = creature, duration = "turn", effect = { grant = "reap_draws" } })
	end,
}
