-- Squire Alys (MM 140): Play: Squire Alys captures 2 æmber.
return {
	resolve = function(ctx)
		ctx:capture(ctx.this, 2)
	end,
}
