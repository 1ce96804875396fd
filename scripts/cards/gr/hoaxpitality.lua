-- Hoaxpitality (GR 097): Play: Choose an enemy creature and a friendly creature. Until the
-- end of the turn, the friendly creature's power is equal to the enemy creature's power (as
-- it is now; after every other modifier).
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local friendly = ctx:choose({ prompt = "Which friendly creature?", objects = mine })[1]
		local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
		local enemy = ctx:choose({ prompt = "Which enemy creature's power?", objects = theirs })[1]
		if friendly == nil or enemy == nil then
			return
		end
		ctx:lasting({
			target = friendly,
			duration = "turn",
			effect = { stat = "power", fix = enemy:stat("power") or 0 },
		})
	end,
}
