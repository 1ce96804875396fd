-- Fran, Carmine Spark: [Class Bonus] On Attack: target player banishes a card from their
-- graveyard (their choice); if a fire element card was banished this way, you empower 3.
-- The player is chosen as the trigger resolves (our reading for triggered abilities).
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: a player banishes a card of their graveyard; fire: empower 3 (class bonus)",
			applies = function(ctx)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local whose = ctx:choose({
					prompt = "the player who banishes a card from their graveyard",
					options = { "opponent", "you" },
					min = 1,
					max = 1,
				})[1]
				local player = whose == "you" and ctx.controller or ctx.opponent
				local side = whose == "you" and "you" or "opponent"
				local card = ctx:choose({
					prompt = "the card of your graveyard to banish",
					objects = ctx:objects({ zone = "graveyard", controller = side }),
					min = 1,
					max = 1,
					player = player,
				})[1]
				if card == nil then
					return
				end
				local fire = card:has_element("fire")
				if ctx:banish(card) and fire then
					ctx:rule("empower", 3)
				end
			end,
		},
	},
}
