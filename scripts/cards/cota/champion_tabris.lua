-- Champion Tabris (CotA 240): armor 2 (data). Fight: Capture 1 æmber.
return {
	fight = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
}
