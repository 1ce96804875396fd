-- Survival of the Richest (ToC 314), action: Play: Make a token creature. If you have more
-- æmber than your opponent, archive Survival of the Richest.
return {
	resolve = function(ctx)
		ctx:rule("make_token")
		if ctx.controller:counter("amber") > ctx.opponent:counter("amber") then
			ctx:move(ctx.this, "archives")
		end
	end,
}
