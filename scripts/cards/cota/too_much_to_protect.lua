-- Too Much to Protect (CotA 283): Play: Steal all of the opponent's æmber but 6.
return {
	resolve = function(ctx)
		local over = ctx.opponent:counter("amber") - 6
		if over > 0 then
			ctx:steal(over)
		end
	end,
}
