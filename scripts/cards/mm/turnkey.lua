-- Turnkey (MM 051), creature: Play: Unforge a key of your opponent's. If you do, when
-- Turnkey leaves play, your opponent forges a key at no cost. The "if you do" is a lasting
-- effect of this Turnkey keeping its "leaves play" trigger on; it outlasts the card (one
-- that ends as the card leaves play is gone before its "leaves play" trigger is offered).
return {
	resolve = function(ctx)
		if ctx:rule("unforge", ctx.opponent) ~= nil then
			ctx:lasting({ duration = "indefinitely", effect = { trigger = "key_returns" } })
		end
	end,
	triggers = {
		{
			on = "leaves_play",
			own = true,
			lasting = "key_returns",
			label = "Leaves play: the opponent forges a key at no cost (Turnkey)",
			resolve = function(ctx, event)
				local holder = event.player or ctx.controller
				local other = holder == ctx.controller and ctx.opponent or ctx.controller
				ctx:buy(other, "key", -other:cost("key"))
			end,
		},
	},
}
