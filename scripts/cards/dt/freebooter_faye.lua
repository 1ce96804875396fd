-- Freebooter Faye (DT 215): Play: Raise the tide. Reap: If the tide is high, steal 1 æmber.
return {
	resolve = function(ctx)
		ctx:rule("raise_tide")
	end,
	reap = function(ctx)
		if ctx:rule("tide") == "high" then
			ctx:steal(1)
		end
	end,
}
