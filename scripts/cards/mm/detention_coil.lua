-- Detention Coil (MM 321), upgrade: This creature cannot fight. Its æmber bonus is data.
return {
	statics = {
		{
			forbid = "fight",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
