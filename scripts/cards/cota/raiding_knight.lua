-- Raiding Knight (CotA 255): armor 2 (data). Play: Capture 1 æmber.
return {
	resolve = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
}
