-- Mega Groke (WC 057): Fight: Your opponent loses 1 æmber.
return {
	fight = function(ctx)
		ctx:gain(ctx.opponent, "amber", -1)
	end,
}
