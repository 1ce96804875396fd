-- Rotgrub (WC 083): Play: Your opponent loses 1 æmber. Reap: Archive Rotgrub.
return {
	resolve = function(ctx)
		ctx:gain(ctx.opponent, "amber", -1)
	end,
	reap = function(ctx)
		ctx:move(ctx.this, "archives")
	end,
}
