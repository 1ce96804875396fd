-- Ixxyxli Fixfinger (AoA 164): Elusive (data). Each other Martian creature (either side's)
-- gets +1 armor.
return {
	statics = {
		{
			stat = "armor",
			increase = 1,
			applies_to = function(ctx, obj)
				return obj ~= ctx.this and obj:has_type("creature") and obj:has_subtype("martian")
			end,
		},
	},
}
