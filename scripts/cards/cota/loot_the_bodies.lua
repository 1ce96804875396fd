-- Loot the Bodies (CotA 010): Play: For the remainder of the turn, each time an enemy
-- creature is destroyed, gain 1 æmber.
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "enemy_destroyed" } })
	end,
	triggers = {
		{
			on = "destroyed",
			lasting = "enemy_destroyed",
			label = "an enemy creature was destroyed: gain 1 æmber (Loot the Bodies)",
			applies = function(ctx, event)
				-- It is in its owner's discard pile now: they controlled it.
				return event.object:controller() ~= ctx.controller and event.object:has_type("creature")
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
