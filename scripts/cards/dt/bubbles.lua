-- "Bubbles" (DT 353): Play: Put an enemy creature on top of its owner's deck.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local picked = ctx:choose({
			prompt = "Put which enemy creature on top of its owner's deck?",
			objects = enemies,
		})[1]
		if picked ~= nil then
			ctx:move(picked, "deck", { position = "top" })
		end
	end,
}
