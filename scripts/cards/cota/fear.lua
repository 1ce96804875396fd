-- Fear (CotA 058): Play: Return an enemy creature to its owner's hand.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		ctx:move(ctx:choose({ prompt = "Return which enemy creature?", objects = enemies })[1], "hand")
	end,
}
