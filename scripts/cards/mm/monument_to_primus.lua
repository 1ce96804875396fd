-- Monument to Primus (MM 238): Action: Move 1 æmber from a friendly creature to another
-- friendly creature; if Consul Primus is in your discard pile, from any creature to any
-- other. A creature with no æmber may be picked, and then nothing moves; with fewer than
-- two creatures to pick from, nothing happens.
return {
	action = function(ctx)
		local side = "you"
		if ctx:count({ zone = "discard", controller = "you", card = "consul_primus" }) > 0 then
			side = "any"
		end
		local pool = ctx:objects({ zone = "battleline", controller = side })
		if #pool < 2 then
			return
		end
		local from = ctx:choose({ prompt = "Move 1 æmber from which creature?", objects = pool })[1]
		if from == nil or from:counter("amber") == 0 then
			return
		end
		local others = {}
		for _, c in ipairs(pool) do
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
