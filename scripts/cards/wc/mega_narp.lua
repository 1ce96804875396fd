-- Mega Narp (WC 060), and Narp (WC 012): the creatures beside it cannot reap (a constant
-- ability forbidding the use, however it is made).
return {
	statics = {
		{
			forbid = "reap",
			applies_to = function(ctx, obj)
				return obj:is_beside(ctx.this)
			end,
		},
	},
}
