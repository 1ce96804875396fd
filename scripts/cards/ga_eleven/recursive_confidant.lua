-- Recursive Confidant: [Class Bonus] On Enter: until end of turn, you may activate target
-- Warrior attack card in your banishment (its costs still paid): a lasting permission on
-- that card, chosen as the ability resolves.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: a Warrior attack card of your banishment may be activated this turn (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local attacks =
					{ zone = "banishment", controller = "you", type = "attack", subtype = "warrior" }
				local card = ctx:choose({
					prompt = "the Warrior attack card you may activate from your banishment this turn",
					objects = ctx:objects(attacks),
					min = 1,
					max = 1,
				})[1]
				if card ~= nil then
					ctx:lasting({ target = card, duration = "end_of_turn", effect = { allow = "activate" } })
				end
			end,
		},
	},
}
