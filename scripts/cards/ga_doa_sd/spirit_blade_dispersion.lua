-- Spirit Blade: Dispersion: remove all durability counters from any amount of Sword
-- weapons you control, then banish them. Choose any amount of units and deal damage equal
-- to the durability counters removed this way, split among them (one point at a time).
return {
	resolve = function(ctx)
		local swords = ctx:choose({
			prompt = "Sword weapons to strip of durability and banish",
			objects = ctx:objects({ type = "weapon", subtype = "sword", controller = "you" }),
			min = 0,
			max = 99,
		})
		local removed = 0
		for _, sword in ipairs(swords) do
			local n = sword:counter("durability")
			if n > 0 and ctx:add_counter(sword, "durability", -n) then
				removed = removed + n
			end
			ctx:banish(sword)
		end
		for _ = 1, removed do
			local unit = ctx:choose({
				prompt = "unit to deal 1 of the damage to",
				objects = ctx:objects({ any_type = { "champion", "ally" } }),
				min = 1,
				max = 1,
			})[1]
			ctx:deal_damage(unit, 1)
		end
	end,
}
