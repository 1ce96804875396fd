-- Groke (AoA 012): Fight: Your opponent loses 1 æmber.
return {
	fight = function(ctx)
		if ctx.opponent:counter("amber") > 0 then
			ctx:gain(ctx.opponent, "amber", -1)
		end
	end,
}
