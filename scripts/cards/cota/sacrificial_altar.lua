-- Sacrificial Altar (CotA 078): Action: Purge a friendly Human creature from play. If you
-- do, play a creature from your discard pile (whatever its house).
return {
	action = function(ctx)
		local humans = ctx:objects({ zone = "battleline", controller = "you", subtype = "human" })
		if #humans == 0 then
			return
		end
		local human = ctx:choose({ prompt = "Purge which Human creature?", objects = humans })[1]
		if not ctx:banish(human) then
			return
		end
		local dead = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
		if #dead == 0 then
			return
		end
		ctx:play(ctx:choose({ prompt = "Play which creature from your discard pile?", objects = dead })[1])
	end,
}
