-- Baby Red Slime: [Class Bonus] On Attack: you may discard a card. If you do, draw a card
-- into your memory; if the discarded card was fire element, Baby Red Slime gets +1 power
-- until end of turn.
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: discard a card to draw into memory (+1 power if it was fire)",
			applies = function(ctx, _event)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local card = ctx:choose({
					prompt = "a card to discard (or none)",
					objects = ctx:objects({ zone = "hand", controller = "you" }),
					min = 0,
					max = 1,
				})[1]
				if card == nil then
					return
				end
				local fire = card:has_element("fire")
				if not ctx:discard(card) then
					return
				end
				ctx:rule("draw_into_memory")
				if fire then
					ctx:lasting({
						target = ctx.this,
						duration = "turn",
						effect = { stat = "power", increase = 1 },
					})
				end
			end,
		},
	},
}
