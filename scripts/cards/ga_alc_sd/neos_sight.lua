-- Neos Sight: draw a card. If you control eight or more objects (counted after the draw,
-- as it resolves: everything of yours on the field), draw a card into your memory.
return {
	resolve = function(ctx)
		ctx:draw(1)
		if ctx:count({ zone = "field", controller = "you" }) >= 8 then
			ctx:rule("draw_into_memory")
		end
	end,
}
