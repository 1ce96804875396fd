-- Ghostly Hand: Play: Return an enemy creature to its owner's hand.
-- The move is a change like any other: replacement effects see it first.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		if #enemies == 0 then
			return
		end
		local creature = ctx:choose({ prompt = "Return which enemy creature?", objects = enemies })[1]
		ctx:move(creature, "hand")
	end,
}
