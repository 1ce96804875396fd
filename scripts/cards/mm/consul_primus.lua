-- Consul Primus (MM 187): Reap: Move 1 æmber from a creature to another creature (either
-- side, Consul Primus included). With no two creatures in play, nothing; a creature with
-- no æmber may be picked, and then nothing moves (the rules' move_one_amber).
return {
	reap = function(ctx)
		ctx:rule("move_one_amber", ctx:objects({ zone = "battleline", controller = "any" }))
	end,
}
