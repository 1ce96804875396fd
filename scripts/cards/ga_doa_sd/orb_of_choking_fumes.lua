-- Orb of Choking Fumes: Banish it: cards your opponents activate this turn cost 1 more to
-- activate (a lasting cost increase on the opponent's reserve costs, the activation cost).
-- Class Bonus: draw a card.
return {
	activated = {
		fumes = {
			resolve = function(ctx)
				ctx:lasting({
					target = ctx.opponent,
					duration = "turn",
					effect = { cost = "reserve", increase = 1 },
				})
				if ctx:rule("class_bonus") then
					ctx:draw(1)
				end
			end,
		},
	},
}
