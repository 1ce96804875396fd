-- Lights Out (CotA 274): Play: Return 2 enemy creatures to their owner's hand.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local count = math.min(2, #enemies)
		local chosen = ctx:choose({
			prompt = "Return which 2 enemy creatures?",
			objects = enemies,
			min = count,
			max = count,
		})
		for _, creature in ipairs(chosen) do
			ctx:move(creature, "hand")
		end
	end,
}
