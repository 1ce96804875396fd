-- Event Horizon (GR 245): Play: Discard cards from the top of your deck until you discard an
-- action card or run out of cards. If you discarded an action card, play that card (from
-- the discard pile).
return {
	resolve = function(ctx)
		local found = ctx:rule("discard_until", function(card)
			return card:has_type("action")
		end)
		if found ~= nil then
			ctx:play(found)
		end
	end,
}
