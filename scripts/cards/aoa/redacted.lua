-- [REDACTED] (AoA 139), artifact: After you choose Logos as your active house, place 1 æmber
-- from the common supply on [REDACTED]. When there are 4 or more æmber on [REDACTED],
-- sacrifice it and forge a key at no cost (a "cannot forge" effect still stops the key).
return {
	triggers = {
		{
			on = "declared",
			label = "you chose Logos: 1 æmber on [REDACTED]",
			applies = function(ctx, event)
				return event.player == ctx.controller and event.name == "house" and event.value == "logos"
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "amber", 1)
			end,
		},
		{
			on = "counter_added",
			own = true,
			label = "4 æmber on [REDACTED]: sacrifice it and forge a key at no cost",
			applies = function(ctx, event)
				return event.counter == "amber" and ctx.this:counter("amber") >= 4
			end,
			resolve = function(ctx)
				ctx:destroy(ctx.this)
				ctx:buy(ctx.controller, "key", -ctx.controller:cost("key"))
			end,
		},
	},
}
