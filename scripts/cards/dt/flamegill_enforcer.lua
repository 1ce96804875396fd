-- Flamegill Enforcer (DT 355): After your opponent raises the tide, enrage Flamegill
-- Enforcer. Action: Capture 3 æmber.
return {
	triggers = {
		{
			on = "gained",
			label = "your opponent raised the tide: enrage Flamegill Enforcer",
			applies = function(ctx, event)
				return ctx:rule("raised_tide", event) == ctx.opponent
			end,
			resolve = function(ctx)
				ctx:rule("enrage", ctx.this)
			end,
		},
	},
	action = function(ctx)
		ctx:capture(ctx.this, 3)
	end,
}
