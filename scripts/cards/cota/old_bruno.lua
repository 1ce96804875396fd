-- Old Bruno (CotA 307): Elusive. Play: Old Bruno captures 3 æmber (as much as the opponent
-- has, up to 3).
return {
	resolve = function(ctx)
		ctx:capture(ctx.this, 3)
	end,
}
