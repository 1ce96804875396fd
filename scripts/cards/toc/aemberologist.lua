-- Æmberologist (ToC 088), token creature: Action: Capture 1 æmber.
return {
	action = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
}
