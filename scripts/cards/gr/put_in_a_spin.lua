-- Put in a Spin (GR 065): Play: Lose 1 æmber. If you do, name a house and discard the top card
-- of your opponent's deck; if it is of the named house, gain 4.
return {
	resolve = function(ctx)
		local before = ctx.controller:counter("amber")
		if before < 1 then
			return
		end
		ctx:gain(ctx.controller, "amber", -1)
		if ctx.controller:counter("amber") == before then
			return
		end
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		local top = ctx:top(1, ctx.opponent)[1]
		if top == nil then
			return
		end
		local named = ctx:rule("of_house", top, house)
		ctx:discard(top)
		if named then
			ctx:gain(ctx.controller, "amber", 4)
		end
	end,
}
