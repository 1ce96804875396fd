-- Surging Bolt: Imbue 3 (the rules script decides it as the cost is paid). Deal 3 damage
-- to target champion; if it is imbued, 4 instead.
return {
	targets = function()
		return { { label = "champion", type = "champion", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), ctx.this:has_status("imbued") and 4 or 3)
	end,
}
