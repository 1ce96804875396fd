-- Grimlocus Dux (WC 221): Taunt (data). Play: Exalt Grimlocus Dux twice.
return {
	resolve = function(ctx)
		ctx:rule("exalt", ctx.this)
		ctx:rule("exalt", ctx.this)
	end,
}
