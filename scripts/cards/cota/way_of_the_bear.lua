-- Way of the Bear (CotA 369), upgrade: the creature it is attached to has assault 2.
return {
	statics = {
		{
			stat = "assault",
			increase = 2,
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
