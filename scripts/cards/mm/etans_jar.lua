-- Etan's Jar (MM 035), artifact: Play: Name a card. Until Etan's Jar leaves play, cards with
-- that name cannot be played (by either player; a lasting effect of the play, so it holds
-- even if the Jar's text is later blanked).
return {
	resolve = function(ctx)
		local name = ctx:choose({ prompt = "Name a card (Etan's Jar)", card_name = true })[1]
		if name == nil then
			return
		end
		-- From every zone a card is played from (hand; deck, discard pile, archives when
		-- an ability plays it), as Lifeward's (KF-PLAY-FORBID-1).
		for _, zone in ipairs({ "hand", "deck", "discard", "archives" }) do
			ctx:lasting({
				target = { name = name, controller = "any", zone = zone },
				duration = "until_leaves_play",
				effect = { forbid = "activate" },
			})
		end
	end,
}
