-- Blunderbore (GR 038): After Fight: If you are haunted, your opponent loses 2 æmber.
-- Otherwise, your opponent loses 1.
return {
	fight = function(ctx)
		ctx:gain(ctx.opponent, "amber", ctx:rule("haunted") and -2 or -1)
	end,
}
