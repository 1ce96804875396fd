-- Blast from the Past (MM 200): Play: Exalt a friendly creature. Archive a Saurian creature
-- from your discard pile. Deal damage equal to the archived creature's power (as printed,
-- with its power counters gone) to an enemy creature.
return {
	resolve = function(ctx)
		local friends = ctx:objects({ zone = "battleline", controller = "you" })
		local friend = ctx:choose({ prompt = "Exalt which friendly creature?", objects = friends })[1]
		if friend ~= nil then
			ctx:rule("exalt", friend)
		end
		local saurians = ctx:objects({
			zone = "discard",
			controller = "you",
			type = "creature",
			attributes = { house = "saurian" },
		})
		local pick = ctx:choose({ prompt = "Archive which Saurian creature?", objects = saurians })[1]
		if pick == nil then
			return
		end
		local power = pick:stat("power") or 0
		ctx:move(pick, "archives")
		if power <= 0 then
			return
		end
		local foes = ctx:objects({ zone = "battleline", controller = "opponent" })
		local foe =
			ctx:choose({ prompt = "Deal " .. power .. " damage to which enemy creature?", objects = foes })[1]
		if foe ~= nil then
			ctx:deal_damage(foe, power)
		end
	end,
}
