-- Tolas (CotA 103): Elusive. Each time a creature is destroyed, its opponent gains 1 æmber.
-- Seen once the creature has left play (its own "Destroyed:" abilities first), and only
-- while Tolas is still in play: destroyed together with it, Tolas sees nothing. The
-- creature is in its owner's discard pile by then: that is the player who controlled it
-- (a creature controlled away from its owner is not told apart, as for Looter Goblin).
return {
	triggers = {
		{
			on = "destroyed",
			label = "a creature was destroyed: its opponent gains 1 æmber (Tolas)",
			applies = function(_ctx, event)
				return event.object:has_type("creature")
			end,
			resolve = function(ctx, event)
				local opponent = ctx.controller
				if event.object:controller() == ctx.controller then
					opponent = ctx.opponent
				end
				ctx:gain(opponent, "amber", 1)
			end,
		},
	},
}
