-- Covetous Hema (WoE 387): While it is not on a flank, it gains elusive. Play: Capture 3
-- æmber.
return {
	statics = {
		{
			grant = "elusive",
			self_only = true,
			condition = function(ctx)
				return ctx.this:zone() == "battleline" and not ctx:rule("on_flank", ctx.this)
			end,
		},
	},
	resolve = function(ctx)
		ctx:capture(ctx.this, 3)
	end,
}
