-- Mutation of Cunning (MM 413), Mutation of Fury (MM 414), Mutation of Instinct (MM 415):
-- Play: Until the start of your next turn, a creature gains elusive (Fury: assault 3;
-- Instinct: skirmish) and the Mutant trait. "Until the start of your next turn": through
-- the opponent's next turn.
local GAINS = {
	mutation_of_cunning = { keyword = "elusive" },
	mutation_of_fury = { keyword = "assault", assault = 3 },
	mutation_of_instinct = { keyword = "skirmish" },
}

return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Which creature mutates?", objects = all })[1]
		if pick == nil then
			return
		end
		local gains = GAINS[ctx.this:card_id()]
		local until_next = "opponent_next_turn"
		ctx:lasting({ target = pick, duration = until_next, effect = { grant = gains.keyword } })
		if gains.assault ~= nil then
			ctx:lasting({
				target = pick,
				duration = until_next,
				effect = { stat = "assault", increase = gains.assault },
			})
		end
		ctx:lasting({ target = pick, duration = until_next, effect = { subtypes = { "mutant" } } })
	end,
}
