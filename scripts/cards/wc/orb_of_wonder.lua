-- Orb of Wonder (WC A06), artifact: Omni: Sacrifice Orb of Wonder. If you do, search your
-- deck for a card and add it to your hand. Then, shuffle your deck.
return {
	omni = function(ctx)
		if ctx:destroy(ctx.this) then
			ctx:search({ zone = "deck", count = 1, to = "hand", prompt = "Take which card into your hand?" })
		end
	end,
}
