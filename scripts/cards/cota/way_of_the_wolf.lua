-- Way of the Wolf (CotA 370), upgrade: The creature this is attached to has skirmish.
return {
	statics = {
		{
			grant = "skirmish",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
