-- Master the Theory (AoA 148), action: Play: If there are no friendly creatures in play, you
-- may archive a card for each enemy creature (up to that many cards from your hand).
return {
	resolve = function(ctx)
		if ctx:count({ zone = "battleline", controller = "you" }) > 0 then
			return
		end
		local enemies = ctx:count({ zone = "battleline", controller = "opponent" })
		local picked = ctx:choose({
			prompt = "Archive which cards?",
			objects = ctx:objects({ zone = "hand", controller = "you" }),
			min = 0,
			max = enemies,
		})
		for _, card in ipairs(picked) do
			ctx:move(card, "archives")
		end
	end,
}
