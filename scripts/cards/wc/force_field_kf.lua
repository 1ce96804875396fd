-- Force Field (WC 310), upgrade: This creature gains, "Reap: Ward this creature." A granted
-- use hook runs with the used creature as `ctx.this`.
return {
	grants = {
		reap = function(ctx)
			ctx:rule("ward", ctx.this)
		end,
	},
}
