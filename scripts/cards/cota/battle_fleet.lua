-- Battle Fleet (CotA 161): Play: Reveal any number of Mars cards from your hand. For each
-- card revealed this way, draw 1 card (the rules' "reveal_from_hand" asks which).
return {
	resolve = function(ctx)
		local n = ctx:rule("reveal_from_hand", "mars")
		if n > 0 then
			ctx:draw(n)
		end
	end,
}
