-- Purge in Flames: Efficiency. Deal 2 damage to all units except your champion.
-- Efficiency is the keyword in its data: the ruleset's keyword_costs make it cost LV less.
-- Class Bonus: 3 damage instead. Units are champions and allies.
return {
	resolve = function(ctx)
		local amount = ctx:rule("class_bonus") and 3 or 2
		for _, ally in ipairs(ctx:objects({ type = "ally" })) do
			ctx:deal_damage(ally, amount)
		end
		for _, champion in ipairs(ctx:objects({ type = "champion", controller = "opponent" })) do
			ctx:deal_damage(champion, amount)
		end
	end,
}
