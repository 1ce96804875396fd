-- Stooge (ToC 226), token creature: Action: If Stooge is on a flank, make a token creature.
return {
	action = function(ctx)
		if ctx:rule("on_flank", ctx.this) then
			ctx:rule("make_token")
		end
	end,
}
