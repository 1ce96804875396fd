-- Ashfletched Bowman: Ranged 3 (printed). [Class Bonus] At the beginning of your
-- recollection phase, banish up to three fire element cards from your graveyard; for each
-- one banished, it gains ranged 3 until end of turn (instances of ranged add up: the stat).
return {
	triggers = {
		{
			on = "phase_began",
			label = "banish up to three fire cards for ranged 3 each (class bonus)",
			applies = function(ctx, event)
				return event.phase == "recollection"
					and ctx.controller:is_turn_player()
					and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local fire = ctx:objects({ zone = "graveyard", controller = "you", element = "fire" })
				local picks = ctx:choose({
					prompt = "up to three fire cards to banish (ranged 3 each)",
					objects = fire,
					min = 0,
					max = math.min(3, #fire),
				})
				local banished = 0
				for _, card in ipairs(picks) do
					if ctx:banish(card) then
						banished = banished + 1
					end
				end
				if banished > 0 then
					ctx:lasting({
						target = ctx.this,
						duration = "end_of_turn",
						effect = { stat = "ranged", increase = 3 * banished },
					})
				end
			end,
		},
	},
}
