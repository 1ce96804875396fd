-- Steadfast Commitment (ToC 172), action: Play: Put the top card of your discard pile on the
-- bottom of your deck. Make a token creature.
return {
	resolve = function(ctx)
		-- A discard pile lists its cards bottom first.
		local pile = ctx:objects({ zone = "discard", controller = "you" })
		if #pile > 0 then
			ctx:move(pile[#pile], "deck", { position = "bottom" })
		end
		ctx:rule("make_token")
	end,
}
