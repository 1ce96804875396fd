-- Lomir Flamefist (CotA 040): Play: If your opponent has 7 æmber or more, they lose 2.
return {
	resolve = function(ctx)
		if ctx.opponent:counter("amber") >= 7 then
			ctx:gain(ctx.opponent, "amber", -2)
		end
	end,
}
