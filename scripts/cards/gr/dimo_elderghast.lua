-- Dimo, Elderghast (GR 129): Each friendly creature with æmber on it gains, "Destroyed: If you
-- are haunted, gain 1 æmber for each æmber on this creature" (read as its destruction
-- begins, the æmber still on it).
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: haunted, gain 1 for each æmber on it",
			applies = function(ctx, event)
				return ctx:rule("friendly_holding_amber", event.object)
			end,
			resolve = function(ctx, event)
				local creature = event.object
				if ctx:rule("haunted") and creature:is_valid() then
					ctx:gain(ctx.controller, "amber", creature:counter("amber"))
				end
			end,
		},
	},
}
