-- Drumble (CotA 082): Elusive (data). Play: If the opponent has 7 æmber or more, capture
-- all of it.
return {
	resolve = function(ctx)
		local held = ctx.opponent:counter("amber")
		if held >= 7 then
			ctx:capture(ctx.this, held)
		end
	end,
}
