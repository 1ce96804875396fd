-- Soul Snare: If a creature would be returned to a hand, archive it instead.
return {
	replacements = {
		{
			on = "move",
			label = "archive it instead",
			applies = function(_ctx, change)
				return change.zone == "hand" and change.target:has_type("creature")
			end,
			instead = function(_ctx, change)
				return { kind = "move", target = change.target, zone = "archives" }
			end,
		},
	},
}
