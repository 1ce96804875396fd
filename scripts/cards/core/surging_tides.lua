-- Surging Tides: Choose one: draw a card; or deal 1 damage to target ally.
-- If the overflow cost was paid, choose one more.
return {
	modes = function(ctx)
		local n = ctx:paid("overflow") and 2 or 1
		return { options = { "draw", "ripple" }, choose = n }
	end,
	targets = function(ctx, mode)
		if mode == "ripple" then
			return { { label = "ally", type = "ally", count = 1 } }
		end
		return {}
	end,
	resolve = function(ctx)
		if ctx:mode("draw") then
			ctx:draw(1)
		end
		if ctx:mode("ripple") then
			ctx:deal_damage(ctx:target(1), 1)
		end
	end,
}
