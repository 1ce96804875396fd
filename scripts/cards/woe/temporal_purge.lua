-- Temporal Purge (WoE 307), action: Play: Flip each token creature faceup (each side's; it
-- stays in play as its own card: KF-TOK-FLIP-1). Put each non-creature card flipped this
-- way into its owner's discard pile. A token card set out with no card under it has no
-- other side and stays as it is.
return {
	resolve = function(ctx)
		local flipped = {}
		for _, token in ipairs(ctx:rule("token_creatures")) do
			if ctx:flip(token) then
				table.insert(flipped, token)
			end
		end
		for _, card in ipairs(flipped) do
			if card:is_valid() and not card:has_type("creature") then
				ctx:move(card, "discard")
			end
		end
	end,
}
