-- Access Denied (MM 302), upgrade: This creature cannot reap. Its æmber bonus is data.
return {
	statics = {
		{
			forbid = "reap",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
