-- Honorable Claim (CotA 219): Play: Each friendly Knight creature captures 1 æmber. With
-- less æmber than Knights, they capture at once, so the player picks which ones do.
return {
	resolve = function(ctx)
		local knights = ctx:objects({ zone = "battleline", controller = "you", subtype = "knight" })
		local amber = ctx.opponent:counter("amber")
		if amber < #knights then
			if amber == 0 then
				return
			end
			knights = ctx:choose({
				prompt = "Not enough æmber: which Knights capture?",
				objects = knights,
				min = amber,
				max = amber,
			})
		end
		for _, knight in ipairs(knights) do
			ctx:capture(knight, 1)
		end
	end,
}
