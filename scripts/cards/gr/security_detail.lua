-- Security Detail (GR 103): Play: A friendly creature and each of its neighbors captures 1
-- æmber. With less æmber in the opponent's pool than creatures to capture, the player picks
-- which of them capture.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({
			prompt = "Which friendly creature (and its neighbors) captures?",
			objects = mine,
		})[1]
		if picked == nil then
			return
		end
		local group = { picked }
		for _, neighbor in ipairs(picked:neighbors()) do
			table.insert(group, neighbor)
		end
		local pool = ctx.opponent:counter("amber")
		if pool < #group then
			local prompt = "Which of them capture 1 æmber?"
			group = ctx:choose({ prompt = prompt, objects = group, min = pool, max = pool })
		end
		for _, creature in ipairs(group) do
			ctx:capture(creature, 1)
		end
	end,
}
