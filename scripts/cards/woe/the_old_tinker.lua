-- The Old Tinker (WoE 104): Elusive. After Reap: Discard a card from your hand. Draw a card
-- (only once a card was discarded: keyteki's spec; the rules' "discard_to_draw").
return {
	reap = function(ctx)
		ctx:rule("discard_to_draw")
	end,
}
