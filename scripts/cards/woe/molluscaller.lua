-- Molluscaller (WoE 067): Reap: For the rest of the turn, each friendly Strange Shell gets
-- +3 power and loses all its abilities (it may then fight and reap).
return {
	reap = function(ctx)
		for _, shell in
			ipairs(ctx:objects({ zone = "battleline", controller = "you", name = "Strange Shell" }))
		do
			ctx:lasting({ target = shell, duration = "turn", effect = { stat = "power", increase = 3 } })
			ctx:lasting({ target = shell, duration = "turn", effect = { lose_abilities = true } })
		end
	end,
}
