-- The Terror (CotA 101): Play: If the opponent has no æmber, gain 2 æmber.
return {
	resolve = function(ctx)
		if ctx.opponent:counter("amber") == 0 then
			ctx:gain(ctx.controller, "amber", 2)
		end
	end,
}
