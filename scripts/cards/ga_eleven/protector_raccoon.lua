-- Protector Raccoon: Fast Activation (the printed keyword fast). REST: prevent the next 2
-- damage that would be dealt to target Animal ally this turn. REST: target opponent
-- banishes a card from their graveyard (they choose which).
return {
	activated = {
		protect = {
			targets = function()
				return { { label = "Animal ally", type = "ally", subtype = "animal", count = 1 } }
			end,
			resolve = function(ctx)
				local ally = ctx:target(1)
				if ally ~= nil then
					ctx:lasting({ target = ally, duration = "end_of_turn", effect = { prevent = 2 } })
				end
			end,
		},
		scatter = {
			resolve = function(ctx)
				local graveyard = ctx:objects({ zone = "graveyard", controller = "opponent" })
				local pick = ctx:choose({
					prompt = "the card of your graveyard to banish",
					objects = graveyard,
					min = 1,
					max = 1,
					player = ctx.opponent,
				})[1]
				if pick ~= nil then
					ctx:banish(pick)
				end
			end,
		},
	},
}
