-- Chant of Hubris (WC 184): Play: Move 1 æmber from a creature to another creature (either
-- side's, each). A creature without æmber may be picked: then nothing moves, and no
-- second creature is asked for.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		if #creatures < 2 then
			return
		end
		local from = ctx:choose({ prompt = "Move 1 æmber from which creature?", objects = creatures })[1]
		if from:counter("amber") == 0 then
			return
		end
		local others = ctx:objects({ zone = "battleline" })
		for i, creature in ipairs(others) do
			if creature == from then
				table.remove(others, i)
				break
			end
		end
		local to = ctx:choose({ prompt = "Move it onto which creature?", objects = others })[1]
		if to ~= nil then
			ctx:add_counter(from, "amber", -1)
			ctx:add_counter(to, "amber", 1)
		end
	end,
}
