-- The Æmber Road (WoE 070): Omni: Put a trade counter on it, then gain 1 æmber for each trade
-- counter on it. Give control of it to your opponent.
return {
	omni = function(ctx)
		ctx:add_counter(ctx.this, "trade", 1)
		ctx:gain(ctx.controller, "amber", ctx.this:counter("trade"))
		ctx:take_control(ctx.this, ctx.opponent)
	end,
}
