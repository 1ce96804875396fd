-- Ælbia Stray (GR 159): If you are haunted, Ælbia Stray enters play ready (the rules'
-- "enters_ready", given while it is being played). After Reap: Capture 1 æmber.
return {
	statics = {
		{
			grant = "enters_ready",
			from = { "stack" },
			reaches = { "stack" },
			self_only = true,
			condition = function(ctx)
				return ctx:rule("haunted")
			end,
		},
	},
	reap = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
}
