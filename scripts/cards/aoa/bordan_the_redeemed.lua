-- Bordan the Redeemed (AoA 215): Elusive (data). Action: Capture 2 æmber.
return {
	action = function(ctx)
		ctx:capture(ctx.this, 2)
	end,
}
