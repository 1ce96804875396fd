-- Toxicuda Venom (WoE 398), upgrade: This creature gains poison.
return {
	statics = {
		{
			grant = "poison",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
