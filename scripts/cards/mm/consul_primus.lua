-- Consul Primus (MM 187): Reap: Move 1 æmber from a creature to another creature (either
-- side, Consul Primus included). With no two creatures in play, nothing; a creature with
-- no æmber may be picked, and then nothing moves.
return {
	reap = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		if #all < 2 then
			return
		end
		local from = ctx:choose({ prompt = "Move 1 æmber from which creature?", objects = all })[1]
		if from == nil or from:counter("amber") == 0 then
			return
		end
		local others = {}
		for _, c in ipairs(all) do
			if c ~= from then
				table.insert(others, c)
			end
		end
		local to = ctx:choose({ prompt = "Move it to which creature?", objects = others })[1]
		if to ~= nil then
			ctx:add_counter(from, "amber", -1)
			ctx:add_counter(to, "amber", 1)
		end
	end,
}
