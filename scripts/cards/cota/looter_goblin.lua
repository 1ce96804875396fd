-- Looter Goblin (CotA 041): Elusive. Reap: For the remainder of the turn, each time an
-- enemy creature is destroyed, gain 1 æmber. The effect lasts even if Looter Goblin
-- leaves play.
return {
	reap = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "enemy_destroyed" } })
	end,
	triggers = {
		{
			on = "destroyed",
			lasting = "enemy_destroyed",
			label = "an enemy creature was destroyed: gain 1 æmber (Looter Goblin)",
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
