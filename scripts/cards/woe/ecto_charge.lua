-- Ecto-Charge (WoE A11): Play: Forge a key at +20 current cost, 1 less for each card in your
-- discard pile (the key never costing less than 6 this way). If you do, purge Ecto-Charge.
return {
	resolve = function(ctx)
		local you = ctx.controller
		local extra = math.max(20 - you:count("discard"), 6 - you:cost("key"))
		if you:can_buy("key", extra) and ctx:buy(you, "key", extra) then
			ctx:banish(ctx.this)
		end
	end,
}
