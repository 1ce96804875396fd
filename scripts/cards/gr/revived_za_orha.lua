-- Revived Ză-Orhă (GR R09): Play: If your opponent has forged more keys than you, forge a key
-- at current cost; if you do, purge it. Destroyed: archived if you are haunted (the keyword `haunted_archive`, data).
return {
	resolve = function(ctx)
		if
			ctx.opponent:counter("keys") > ctx.controller:counter("keys") and ctx:buy(ctx.controller, "key")
		then
			ctx:banish(ctx.this)
		end
	end,
}
