-- Signal Faerie (ToC 312): Play/After Reap: Make a token creature.
return {
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
	reap = function(ctx)
		ctx:rule("make_token")
	end,
}
