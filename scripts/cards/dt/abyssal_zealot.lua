-- Abyssal Zealot (DT 337): After you raise the tide, capture 2 æmber. After your opponent
-- raises the tide, move 2 æmber from Abyssal Zealot to the common supply (as much as it has).
return {
	triggers = {
		{
			on = "gained",
			label = "you raised the tide: Abyssal Zealot captures 2",
			applies = function(ctx, event)
				return ctx:rule("raised_tide", event) == ctx.controller
			end,
			resolve = function(ctx)
				ctx:capture(ctx.this, 2)
			end,
		},
		{
			on = "gained",
			label = "your opponent raised the tide: 2 æmber on Abyssal Zealot goes to the supply",
			applies = function(ctx, event)
				return ctx:rule("raised_tide", event) == ctx.opponent and ctx.this:counter("amber") > 0
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "amber", -math.min(2, ctx.this:counter("amber")))
			end,
		},
	},
}
