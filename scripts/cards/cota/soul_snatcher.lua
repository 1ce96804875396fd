-- Soul Snatcher (CotA 080), artifact: Each time a creature is destroyed, its owner gains 1
-- æmber. It sees a destruction once the creature has left play (after its "Destroyed:"
-- abilities), and only while Soul Snatcher is itself still in play.
return {
	triggers = {
		{
			on = "destroyed",
			label = "a creature was destroyed: its owner gains 1 æmber (Soul Snatcher)",
			applies = function(_ctx, event)
				return event.object:has_type("creature")
			end,
			resolve = function(ctx, event)
				ctx:gain(event.object:owner(), "amber", 1)
			end,
		},
	},
}
