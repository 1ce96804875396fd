-- Spoo-key Charge (GR 383): Play: If you are haunted, forge a key at current cost (if you
-- can pay it). Shuffle your discard pile into your deck (Spoo-key Charge, still being
-- played, is not in it).
return {
	resolve = function(ctx)
		if ctx:rule("haunted") and ctx.controller:can_buy("key") then
			ctx:buy(ctx.controller, "key")
		end
		ctx:rule("shuffle_discard_into_deck", ctx.controller)
	end,
}
