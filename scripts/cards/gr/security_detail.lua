-- Security Detail (GR 103): Play: A friendly creature and each of its neighbors captures 1
-- æmber. With less æmber in the opponent's pool than creatures to capture, the player picks
-- which of them capture.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local prompt = "Which friendly creature (and its neighbors) captures?"
		local group = ctx:rule("with_neighbors", ctx:choose({ prompt = prompt, objects = mine })[1])
		local pool = ctx.opponent:counter("amber")
		if pool < #group then
			group = ctx:choose({
				prompt = "Which of them capture 1 æmber?",
				objects = group,
				min = pool,
				max = pool,
			})
		end
		for _, creature in ipairs(group) do
			ctx:capture(creature, 1)
		end
	end,
}
