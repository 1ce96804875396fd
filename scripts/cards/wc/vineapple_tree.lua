-- Vineapple Tree (WC 402): Keys cost +1 æmber for each growth counter on Vineapple Tree
-- (every player's). After a player forges a key, remove each growth counter from it.
-- Action: Put a growth counter on Vineapple Tree.
return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				return ctx.this:counter("growth")
			end,
		},
	},
	action = function(ctx)
		ctx:add_counter(ctx.this, "growth", 1)
	end,
	triggers = {
		{
			on = "gained",
			label = "a key was forged: remove each growth counter (Vineapple Tree)",
			applies = function(ctx, event)
				return event.counter == "keys" and event.amount > 0 and ctx.this:counter("growth") > 0
			end,
			resolve = function(ctx, _event)
				ctx:add_counter(ctx.this, "growth", -ctx.this:counter("growth"))
			end,
		},
	},
}
