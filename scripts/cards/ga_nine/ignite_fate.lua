-- Ignite Fate: deal 2 damage to each champion. Floating Memory is a printed keyword the
-- ruleset pays with.
return {
	resolve = function(ctx)
		for _, champion in ipairs(ctx:objects({ type = "champion" })) do
			ctx:deal_damage(champion, 2)
		end
	end,
}
