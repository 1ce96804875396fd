-- Honors Keysis (DT 018): Play: Forge a key at +7 current cost, reduced by 1 for each card
-- you have played this turn (including this one). If you do, purge Honors Keysis.
return {
	resolve = function(ctx)
		local extra = 7 - ctx.controller:plays_this_turn()
		if ctx:buy(ctx.controller, "key", extra) then
			ctx:banish(ctx.this)
		end
	end,
}
