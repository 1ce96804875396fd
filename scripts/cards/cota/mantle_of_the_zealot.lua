-- Mantle of the Zealot (CotA 264), upgrade: This creature gains, "You may use this
-- creature as if it belonged to the active house": the rules' keyword "versatile".
return {
	statics = {
		{
			grant = "versatile",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
