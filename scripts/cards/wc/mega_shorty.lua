-- Mega Shorty (WC 061): Assault 4 (data). Reap: Enrage Mega Shorty.
return {
	reap = function(ctx)
		ctx:rule("enrage", ctx.this)
	end,
}
