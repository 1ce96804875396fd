-- Monument to Primus (MM 238): Action: Move 1 æmber from a friendly creature to another
-- friendly creature; if Consul Primus is in your discard pile, from any creature to any
-- other. A creature with no æmber may be picked, and then nothing moves; with fewer than
-- two creatures to pick from, nothing happens (the rules' move_one_amber).
return {
	action = function(ctx)
		local side = "you"
		if ctx:count({ zone = "discard", controller = "you", card = "consul_primus" }) > 0 then
			side = "any"
		end
		ctx:rule("move_one_amber", ctx:objects({ zone = "battleline", controller = side }))
	end,
}
