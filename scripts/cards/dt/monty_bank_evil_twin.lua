-- Monty Bank, evil twin (DT 188): Elusive (data). Play: Exalt Monty Bank 2 times. Action:
-- Steal 1 æmber for each æmber on Monty Bank.
return {
	resolve = function(ctx)
		ctx:rule("exalt", ctx.this)
		ctx:rule("exalt", ctx.this)
	end,
	action = function(ctx)
		local n = ctx.this:counter("amber")
		if n > 0 then
			ctx:steal(n)
		end
	end,
}
