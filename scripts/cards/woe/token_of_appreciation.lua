-- Token of Appreciation (WoE 071): Play: Make a token creature. Then forge a key at +7
-- current cost, 1 less for each friendly token creature (if you can pay it).
return {
	resolve = function(ctx)
		ctx:rule("make_token")
		local extra = 7 - #ctx:rule("token_creatures", "you")
		if ctx.controller:can_buy("key", extra) then
			ctx:buy(ctx.controller, "key", extra)
		end
	end,
}
