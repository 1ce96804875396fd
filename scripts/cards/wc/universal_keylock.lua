-- Universal Keylock (WC 178): Keys cost +3 æmber (every player's). After a player forges a
-- key, destroy Universal Keylock. The Quiet Anvil (WC 282) is the same with keys cost -2.
local STATIC = {
	universal_keylock = { cost = "key", increase = 3 },
	the_quiet_anvil = { cost = "key", reduce = 2 },
}

return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				return STATIC[ctx.this:card_id()].increase or 0
			end,
		},
		{
			cost = "key",
			reduce = function(ctx)
				return STATIC[ctx.this:card_id()].reduce or 0
			end,
		},
	},
	triggers = {
		{
			on = "gained",
			label = "a key was forged: destroy this artifact",
			applies = function(_ctx, event)
				return event.counter == "keys" and event.amount > 0
			end,
			resolve = function(ctx, _event)
				ctx:destroy(ctx.this)
			end,
		},
	},
}
