-- Honorable Claim (CotA 219): Play: Each friendly Knight creature captures 1 æmber.
return {
	resolve = function(ctx)
		for _, knight in ipairs(ctx:objects({ zone = "battleline", controller = "you", subtype = "knight" })) do
			ctx:capture(knight, 1)
		end
	end,
}
