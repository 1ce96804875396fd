-- Ether Spider (CotA 192): Ether Spider deals no damage when fighting. Each æmber that
-- would be added to your opponent's pool is captured by Ether Spider instead. Both are
-- replacement effects: its only damage is its fight damage.
return {
	replacements = {
		{
			on = "damage",
			label = "Ether Spider deals no damage when fighting",
			applies = function(ctx, change)
				return change.source == ctx.this
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
		{
			on = "gain",
			label = "the opponent's æmber is captured by Ether Spider instead",
			applies = function(ctx, change)
				return change.player == ctx.opponent and change.counter == "amber" and change.amount > 0
			end,
			instead = function(ctx, change)
				return { kind = "counter", target = ctx.this, counter = "amber", amount = change.amount }
			end,
		},
	},
}
