-- The Colosseum (WC 233), artifact: After an enemy creature is destroyed while fighting,
-- put a glory counter on The Colosseum. Omni: If there are 6 or more glory counters on
-- The Colosseum, remove 6 and forge a key at current cost (the counters go even if the key
-- can't be paid for).
return {
	triggers = {
		{
			on = "destroyed",
			label = "an enemy creature was destroyed fighting: a glory counter (The Colosseum)",
			applies = function(ctx, event)
				return event.player == ctx.opponent and ctx:rule("destroyed_in_a_fight", event)
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "glory", 1)
			end,
		},
	},
	omni = function(ctx)
		if ctx.this:counter("glory") < 6 then
			return
		end
		ctx:add_counter(ctx.this, "glory", -6)
		local you = ctx.controller
		if you:can_buy("key") then
			ctx:buy(you, "key")
		end
	end,
}
