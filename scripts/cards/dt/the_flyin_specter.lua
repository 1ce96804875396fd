-- The Flyin' Specter (DT 224): After your opponent raises the tide, destroy The Flyin'
-- Specter. Action: Steal 1 æmber if the tide is high.
return {
	triggers = {
		{
			on = "gained",
			label = "your opponent raised the tide: destroy The Flyin' Specter",
			applies = function(ctx, event)
				return ctx:rule("raised_tide", event) == ctx.opponent
			end,
			resolve = function(ctx)
				ctx:destroy(ctx.this)
			end,
		},
	},
	action = function(ctx)
		if ctx:rule("tide") == "high" then
			ctx:steal(1)
		end
	end,
}
