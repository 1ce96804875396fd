-- Tolas (CotA 103): Elusive. Each time a creature is destroyed, the opponent of the player
-- who controlled it gains 1 æmber. Seen once the creature has left play (its own
-- "Destroyed:" abilities first), and only while Tolas is still in play: destroyed together
-- with it, Tolas sees nothing. The event's player is the creature's controller as it was
-- destroyed, not its owner, in whose discard pile it now is (KF-DESTROY-12).
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
				if event.player == ctx.controller then
					opponent = ctx.opponent
				end
				ctx:gain(opponent, "amber", 1)
			end,
		},
	},
}
