-- The Corpulent Collector (DT 090): Play: Capture all of your opponent's æmber. Deal 1
-- damage to The Corpulent Collector for each æmber on it.
return {
	resolve = function(ctx)
		ctx:capture(ctx.this, ctx.opponent:counter("amber"))
		local held = ctx.this:counter("amber")
		if held > 0 then
			ctx:deal_damage(ctx.this, held)
		end
	end,
}
