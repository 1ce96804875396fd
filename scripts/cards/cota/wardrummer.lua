-- Wardrummer (CotA 049): Play: Return each other friendly Brobnar creature to your hand.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", other = true })) do
			if ctx:rule("of_house", creature, "brobnar") then
				ctx:move(creature, "hand")
			end
		end
	end,
}
