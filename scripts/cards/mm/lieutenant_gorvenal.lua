-- Lieutenant Gorvenal (MM 137): After you fight with a creature, Lieutenant Gorvenal
-- captures 1 æmber. Any fight its controller makes (the attacker destroyed or not; Gorvenal
-- itself must still be in play to capture), not one the opponent makes.
return {
	triggers = {
		{
			on = "used",
			label = "you fought with a creature: Lieutenant Gorvenal captures 1",
			applies = function(ctx, event)
				return event.ability == "fight" and event.player == ctx.controller
			end,
			resolve = function(ctx)
				if ctx.this:is_valid() and ctx.this:zone() == "battleline" then
					ctx:capture(ctx.this, 1)
				end
			end,
		},
	},
}
