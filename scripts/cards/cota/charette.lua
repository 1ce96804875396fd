-- Charette (CotA 081): Play: Capture 3 æmber.
return {
	resolve = function(ctx)
		ctx:capture(ctx.this, 3)
	end,
}
