-- Warriors' Refrain (WC 016): Play: Stun each creature (both sides) with power 3 or lower.
return {
	resolve = function(ctx)
		for _, creature in
			ipairs(ctx:objects({ zone = "battleline", controller = "any", max_stat = { power = 3 } }))
		do
			ctx:rule("stun", creature)
		end
	end,
}
