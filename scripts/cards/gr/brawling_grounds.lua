-- Brawling Grounds (GR 003): Omni: For the remainder of the turn, each time a creature is
-- destroyed in a fight (its destroyed event names the fight: KF-EVT-FIGHT-1), its
-- controller discards a random card from their hand. The trigger stays on wherever the
-- artifact goes; each use of the Omni: keeps one more on.
return {
	omni = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "destroyed_in_a_fight" } })
	end,
	triggers = {
		{
			on = "destroyed",
			lasting = "destroyed_in_a_fight",
			label = "a creature was destroyed in a fight: its controller discards at random (Brawling Grounds)",
			applies = function(ctx, event)
				return event.player ~= nil and ctx:rule("destroyed_in_a_fight", event)
			end,
			resolve = function(ctx, event)
				local side = event.player == ctx.controller and "you" or "opponent"
				local hand = ctx:look({ zone = "hand", controller = side })
				if #hand > 0 then
					ctx:discard(hand[ctx:random(#hand)])
				end
			end,
		},
	},
}
