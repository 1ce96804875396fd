-- Burn the Stockpile (CotA 005): Play: If your opponent has 7 æmber or more, they lose 4.
return {
	resolve = function(ctx)
		if ctx.opponent:counter("amber") >= 7 then
			ctx:gain(ctx.opponent, "amber", -4)
		end
	end,
}
