-- Sea Urchin, evil twin (DT 190): Play: Capture 2 æmber. If the tide is high, steal 2
-- instead.
return {
	resolve = function(ctx)
		if ctx:rule("tide") == "high" then
			ctx:steal(2)
		else
			ctx:capture(ctx.this, 2)
		end
	end,
}
