-- Wild Wormhole (CotA 125): Play: Play the top card of your deck. It is played as the
-- active player's own play, whatever its house, and resolves completely here; a card
-- that can't be played (the rule of six, Ember Imp, alpha, an upgrade with no creature to
-- go on) stays on top of the deck.
return {
	resolve = function(ctx)
		local top = ctx:top(1)[1]
		if top ~= nil then
			ctx:play(top)
		end
	end,
}
