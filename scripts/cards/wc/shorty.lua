-- Shorty (WC 013): Assault 4 (data). Reap: Enrage Shorty.
return {
	reap = function(ctx)
		ctx:rule("enrage", ctx.this)
	end,
}
