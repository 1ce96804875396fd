-- Gatekeeper (CotA 260): armor 1 (data). Play: If your opponent has 7 æmber or more,
-- capture all but 5 of it.
return {
	resolve = function(ctx)
		local held = ctx.opponent:counter("amber")
		if held >= 7 then
			ctx:capture(ctx.this, held - 5)
		end
	end,
}
