-- Freebooter Faye, evil twin (DT 185): Play: Raise the tide. Before Fight: If the tide is
-- high, steal 1 æmber.
return {
	resolve = function(ctx)
		ctx:rule("raise_tide")
	end,
	before_fight = function(ctx)
		if ctx:rule("tide") == "high" then
			ctx:steal(1)
		end
	end,
}
