-- Hold the Line (MM 346): Play: If there are more enemy creatures than friendly creatures,
-- draw cards equal to the difference.
return {
	resolve = function(ctx)
		local more = ctx:count({ zone = "battleline", controller = "opponent" })
			- ctx:count({ zone = "battleline", controller = "you" })
		if more > 0 then
			ctx:draw(more)
		end
	end,
}
