-- Arm the Plebeians (WoE 270): Play: Make a token creature. Ward it.
return {
	resolve = function(ctx)
		ctx:rule("ward", ctx:rule("make_token"))
	end,
}
