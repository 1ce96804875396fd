-- Æmberwind (AS 100): Elusive, versatile (data). Play: Exalt Æmberwind 3 times. After Reap:
-- Move 1 æmber from Æmberwind to your pool.
return {
	resolve = function(ctx)
		ctx:rule("exalt", ctx.this, 3)
	end,
	reap = function(ctx)
		ctx:rule("amber_to_pool", ctx.this, 1)
	end,
}
