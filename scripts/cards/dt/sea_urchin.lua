-- Sea Urchin (DT 239): Poison. Play: Capture 1 æmber. If the tide is high, steal 1 æmber
-- instead.
return {
	resolve = function(ctx)
		if ctx:rule("tide") == "high" then
			ctx:steal(1)
		else
			ctx:capture(ctx.this, 1)
		end
	end,
}
