-- Peace Accord (WC 335), artifact: Play: Each player gains 2 æmber. After a creature is used
-- to fight (by either player, whatever became of it), its controller loses 4 æmber; destroy
-- Peace Accord.
return {
	resolve = function(ctx)
		ctx:gain(ctx.controller, "amber", 2)
		ctx:gain(ctx.opponent, "amber", 2)
	end,
	triggers = {
		{
			on = "used",
			label = "a creature fought: its controller loses 4 (Peace Accord)",
			applies = function(ctx, event)
				return event.ability == "fight" and event.player ~= nil and ctx.this:zone() == "artifacts"
			end,
			resolve = function(ctx, event)
				ctx:gain(event.player, "amber", -4)
				ctx:destroy(ctx.this)
			end,
		},
	},
}
