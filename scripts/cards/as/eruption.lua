-- Eruption (AS 004): Versatile (data). Play: Exalt Eruption 3 times. After Fight: Move 1
-- æmber from Eruption to your pool.
return {
	resolve = function(ctx)
		for _ = 1, 3 do
			ctx:rule("exalt", ctx.this)
		end
	end,
	fight = function(ctx)
		ctx:rule("amber_to_pool", ctx.this, 1)
	end,
}
