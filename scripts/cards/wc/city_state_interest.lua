-- City-State Interest (WC 200): Play: Each friendly creature captures 1 æmber. With
-- fewer æmber than creatures, the player picks which creatures capture, one by one.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "you" })
		local n = math.min(#creatures, ctx.opponent:counter("amber"))
		local capturing =
			ctx:choose({ prompt = "Which creatures capture?", objects = creatures, min = n, max = n })
		for _, creature in ipairs(capturing) do
			ctx:capture(creature, 1)
		end
	end,
}
