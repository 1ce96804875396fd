-- Hookmaster (DT 358) and One-Eyed Willa's evil twin (DT 189): Fight: If the tide is high, your
-- opponent loses 2 æmber.
return {
	fight = function(ctx)
		if ctx:rule("tide") == "high" then
			ctx:gain(ctx.opponent, "amber", -2)
		end
	end,
}
