-- Trawler (GR 326): Play: If you are haunted, capture all of your opponent's æmber.
return {
	resolve = function(ctx)
		if ctx:rule("haunted") then
			ctx:capture(ctx.this, ctx.opponent:counter("amber"))
		end
	end,
}
