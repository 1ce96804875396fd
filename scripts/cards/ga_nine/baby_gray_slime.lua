-- Baby Gray Slime: Intercept (a keyword the rules apply). On Enter: you may reveal two
-- Slime cards from your hand and/or memory; if you do, draw a card.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: reveal two Slime cards from hand or memory to draw a card",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local slimes = ctx:look({ zone = "hand", controller = "you", subtype = "slime" })
				for _, card in ipairs(ctx:look({ zone = "memory", controller = "you", subtype = "slime" })) do
					table.insert(slimes, card)
				end
				if #slimes < 2 then
					return
				end
				local picked = ctx:choose({
					prompt = "reveal two Slime cards to draw a card?",
					objects = slimes,
					min = 0,
					max = 2,
				})
				if #picked == 2 then
					ctx:reveal(picked)
					ctx:draw(1)
				end
			end,
		},
	},
}
