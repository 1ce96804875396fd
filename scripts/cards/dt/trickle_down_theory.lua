-- Trickle-Down Theory (DT 225): Play: Raise the tide. Omni: Gain 1 æmber if your opponent
-- has 6 æmber or more.
return {
	resolve = function(ctx)
		ctx:rule("raise_tide")
	end,
	omni = function(ctx)
		if ctx.opponent:counter("amber") >= 6 then
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
