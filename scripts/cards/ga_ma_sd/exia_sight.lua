-- Exia Sight: draw a card. [Damage 20+] The next card you activate this turn costs 1 less
-- to activate (a lasting cost reduction on the next card of yours on the stack, claimed by
-- it once it is activated; the reserve cost, which is what cards activated cost).
return {
	resolve = function(ctx)
		ctx:draw(1)
		if ctx:rule("champion_damage", 20) then
			ctx:lasting({
				target = { zone = "stack", controller = "you" },
				duration = "turn",
				once = true,
				effect = { cost = "reserve", reduce = 1 },
			})
		end
	end,
}
