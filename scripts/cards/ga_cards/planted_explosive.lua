-- Planted Explosive: Prepare 1 (as an additional cost you may remove a preparation
-- counter from your champion). Deal 2 damage to target unit; 4 instead if prepared.
return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), ctx:paid("prepare") and 4 or 2)
	end,
}
