-- Give Bath: remove all temporary damage from target ally (the damage marked on an ally:
-- CR, Damage 12), as a heal of all of it. Class Bonus: Floating Memory (from the graveyard).
return {
	targets = function(_ctx)
		return { { label = "ally", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		local ally = ctx:target(1)
		if ally and ally:damage() > 0 then
			ctx:heal(ally, ally:damage())
		end
	end,
}
