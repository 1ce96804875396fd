-- Dr. Westing (ToC 108): After Reap: If Dr. Westing is on a flank, make a token creature.
return {
	reap = function(ctx)
		if ctx:rule("on_flank", ctx.this) then
			ctx:rule("make_token")
		end
	end,
}
