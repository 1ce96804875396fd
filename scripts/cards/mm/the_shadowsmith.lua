-- The Shadowsmith (MM 276): Each Mutant creature (either side's, itself included) gains
-- elusive.
return {
	statics = {
		{
			grant = "elusive",
			applies_to = function(_ctx, obj)
				return obj:has_type("creature") and obj:has_subtype("mutant")
			end,
		},
	},
}
