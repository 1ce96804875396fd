-- Krustallan Archer: [Class Bonus] Ranged 3 (a restricted keyword; its `ranged` stat is
-- the N). On Attack: you may banish a card with floating memory from your graveyard; if
-- you do, draw a card and it becomes distant.
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: banish a floating memory card from your graveyard to draw and become distant",
			resolve = function(ctx)
				local cards =
					ctx:objects({ zone = "graveyard", controller = "you", keyword = "floating_memory" })
				local card = ctx:choose({
					prompt = "banish a card with floating memory to draw a card and become distant?",
					objects = cards,
					min = 0,
					max = 1,
				})[1]
				if card ~= nil and ctx:move(card, "banishment") then
					ctx:draw(1)
					ctx:rule("become_distant", ctx.this)
				end
			end,
		},
	},
}
