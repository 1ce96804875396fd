-- Monty Bank (DT 219): Play: You may exalt Monty Bank up to 2 times. Action: Steal 1 æmber
-- for each æmber on Monty Bank.
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Exalt Monty Bank how many times?",
			options = { "none", "once", "twice" },
		})[1]
		local times = ({ none = 0, once = 1, twice = 2 })[picked]
		for _ = 1, times do
			ctx:rule("exalt", ctx.this)
		end
	end,
	action = function(ctx)
		local held = ctx.this:counter("amber")
		if held > 0 then
			ctx:steal(held)
		end
	end,
}
