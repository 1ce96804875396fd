-- Searing Torrent: X is in this card's cost. Deal X damage to target ally.
return {
	targets = function(ctx)
		return { { label = "ally", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		-- References to X use the value declared on activation.
		ctx:deal_damage(ctx:target(1), ctx.x)
	end,
}
