-- Neffru (AoA 094), creature: Each time a creature is destroyed, its owner gains 1 æmber.
-- Seen once the creature has left play, only while Neffru is still in play: destroyed
-- together with it (or Neffru itself), Neffru sees nothing. The owner, not the controller
-- it had: a creature taken from its owner pays its owner.
return {
	triggers = {
		{
			on = "destroyed",
			label = "a creature was destroyed: its owner gains 1 æmber (Neffru)",
			applies = function(_ctx, event)
				return event.object:has_type("creature")
			end,
			resolve = function(ctx, event)
				ctx:gain(event.object:owner(), "amber", 1)
			end,
		},
	},
}
