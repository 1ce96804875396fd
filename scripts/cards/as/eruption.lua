-- Eruption (AS 004): Versatile (data). Play: Exalt Eruption 3 times. After Fight: Move 1
-- æmber from Eruption to your pool.
return {
	resolve = function(ctx)
		ctx:rule("exalt", ctx.this, 3)
	end,
	fight = function(ctx)
		ctx:rule("amber_to_pool", ctx.this, 1)
	end,
}
