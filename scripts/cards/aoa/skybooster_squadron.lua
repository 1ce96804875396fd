-- Skybooster Squadron (AoA 170), creature: Reap: Return Skybooster Squadron to your hand.
return {
	reap = function(ctx)
		ctx:move(ctx.this, "hand")
	end,
}
