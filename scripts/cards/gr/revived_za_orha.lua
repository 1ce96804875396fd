-- Revived Ză-Orhă (GR R09): Play: If your opponent has forged more keys than you, forge a key
-- at current cost; if you do, purge it. Destroyed: If you are haunted, archive it.
return {
	resolve = function(ctx)
		if
			ctx.opponent:counter("keys") > ctx.controller:counter("keys") and ctx:buy(ctx.controller, "key")
		then
			ctx:banish(ctx.this)
		end
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive it if you are haunted",
			resolve = function(ctx)
				ctx:rule("archive_if_haunted", ctx.this)
			end,
		},
	},
}
