-- Krump (CotA 039): After an enemy creature is destroyed fighting Krump, its controller
-- loses 1 æmber. The rules' term says whether the destruction came of fighting Krump
-- (its fight damage destroyed it, attacking or attacked).
return {
	triggers = {
		{
			on = "destroyed",
			label = "an enemy destroyed fighting it: its controller loses 1 (Krump)",
			applies = function(ctx, event)
				return event.player ~= ctx.controller and ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx, event)
				ctx:gain(event.player, "amber", -1)
			end,
		},
	},
}
