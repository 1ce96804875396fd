-- Call to Action (MM 160): Play: Ready each friendly Knight creature.
return {
	resolve = function(ctx)
		for _, knight in ipairs(ctx:objects({ zone = "battleline", controller = "you", subtype = "knight" })) do
			ctx:ready(knight)
		end
	end,
}
