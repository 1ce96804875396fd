-- Tunk (CotA 199): After you play another Mars creature, fully heal Tunk.
return {
	triggers = {
		{
			on = "played",
			label = "fully heal Tunk",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object ~= ctx.this
					and event.object:has_type("creature")
					and event.object:attribute("house") == "mars"
			end,
			resolve = function(ctx)
				ctx:heal(ctx.this, ctx.this:damage())
			end,
		},
	},
}
