-- Anger the Skies: Deal 3 damage to all allies. Class Bonus: 4 damage instead.
return {
	resolve = function(ctx)
		local amount = ctx:rule("class_bonus") and 4 or 3
		for _, ally in ipairs(ctx:objects({ type = "ally" })) do
			ctx:deal_damage(ally, amount)
		end
	end,
}
