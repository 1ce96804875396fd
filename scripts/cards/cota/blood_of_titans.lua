-- Blood of Titans (CotA 050), upgrade: the creature it is attached to has 5 more power.
return {
	statics = {
		{
			stat = "power",
			increase = 5,
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
