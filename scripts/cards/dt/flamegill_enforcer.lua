-- Flamegill Enforcer (DT 355): After your opponent raises the tide, enrage Flamegill
-- Enforcer. Action: Capture 3 æmber. Its evil twin (DT 306): the same trigger; Action:
-- Steal 1 æmber.
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
		if ctx.this:card_id() == "flamegill_enforcer_evil_twin" then
			ctx:steal(1)
		else
			ctx:capture(ctx.this, 3)
		end
	end,
}
