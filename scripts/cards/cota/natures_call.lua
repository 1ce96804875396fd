-- Nature's Call (CotA 329): Play: Return up to 3 creatures to their owners' hands.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local chosen = ctx:choose({
			prompt = "Return which creatures (up to 3)?",
			objects = creatures,
			min = 0,
			max = math.min(3, #creatures),
		})
		for _, creature in ipairs(chosen) do
			ctx:move(creature, "hand")
		end
	end,
}
