-- Security Detail (GR 103): Play: A friendly creature and each of its neighbors captures 1
-- æmber. With less æmber in the opponent's pool than creatures to capture, the player picks
-- which of them capture.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local prompt = "Which friendly creature (and its neighbors) captures?"
		local picked = ctx:choose({ prompt = prompt, objects = mine })[1]
		ctx:rule("each_captures_one", ctx:rule("with_neighbors", picked))
	end,
}
