-- Might Makes Right (AoA 043), action: Play: You may sacrifice any number of creatures with
-- total power of 25 or more. If you do, forge a key at no cost. Power is read as it is now
-- (counters and constant abilities); a pick under 25 sacrifices nothing. The key needs the
-- creatures destroyed (a creature kept in play by its own ability does not count) and no
-- "cannot forge" effect.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local total = 0
		for _, creature in ipairs(mine) do
			total = total + (creature:stat("power") or 0)
		end
		if total < 25 then
			return
		end
		local picked = ctx:choose({
			prompt = "Sacrifice creatures with total power 25 or more?",
			objects = mine,
			min = 0,
			max = #mine,
		})
		local power = {}
		local chosen = 0
		for _, creature in ipairs(picked) do
			power[creature.id] = creature:stat("power") or 0
			chosen = chosen + power[creature.id]
		end
		if chosen < 25 then
			return
		end
		local destroyed = 0
		for _, creature in ipairs(ctx:destroy(picked)) do
			destroyed = destroyed + (power[creature.id] or 0)
		end
		if destroyed >= 25 then
			ctx:buy(ctx.controller, "key", -ctx.controller:cost("key"))
		end
	end,
}
