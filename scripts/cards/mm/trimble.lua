-- Trimble (MM 389): Each Mutant creature (either side's, Trimble included) gains skirmish.
return {
	statics = {
		{
			grant = "skirmish",
			applies_to = function(_ctx, obj)
				return obj:has_type("creature") and obj:has_subtype("mutant")
			end,
		},
	},
}
