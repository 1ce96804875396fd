-- Hunter or Hunted? (WC 269): Play: Ward a creature, or move a ward from a creature to
-- another creature. A creature has at most one ward (ctx:rule("ward") adds none to a warded
-- one), so a ward moved onto a warded creature is lost.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local mode =
			ctx:choose({ prompt = "Hunter or Hunted?", options = { "ward a creature", "move a ward" } })[1]
		if mode == "ward a creature" then
			ctx:rule("ward", ctx:choose({ prompt = "Ward which creature?", objects = creatures })[1])
			return
		end
		local warded = {}
		for _, creature in ipairs(creatures) do
			if ctx:rule("warded", creature) then
				table.insert(warded, creature)
			end
		end
		local from = ctx:choose({ prompt = "Move the ward of which creature?", objects = warded })[1]
		if from == nil then
			return
		end
		local others = {}
		for _, creature in ipairs(creatures) do
			if creature ~= from then
				table.insert(others, creature)
			end
		end
		local to = ctx:choose({ prompt = "Move it to which creature?", objects = others })[1]
		if to == nil then
			return
		end
		ctx:add_counter(from, "ward", -from:counter("ward"))
		ctx:rule("ward", to)
	end,
}
