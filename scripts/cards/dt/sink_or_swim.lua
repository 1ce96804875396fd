-- Sink or Swim (DT 365): Play: Choose one: your opponent discards a random card from their
-- hand; or exhaust a creature and each of its neighbors.
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Sink or Swim: choose one",
			options = { "random discard", "exhaust a creature and its neighbors" },
		})[1]
		if picked == "random discard" then
			local hand = ctx:look({ zone = "hand", controller = "opponent" })
			if #hand > 0 then
				ctx:discard(hand[ctx:random(#hand)])
			end
			return
		end
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local creature =
			ctx:choose({ prompt = "Exhaust which creature and its neighbors?", objects = all })[1]
		if creature == nil then
			return
		end
		for _, neighbor in ipairs(creature:neighbors()) do
			ctx:exhaust(neighbor)
		end
		ctx:exhaust(creature)
	end,
}
