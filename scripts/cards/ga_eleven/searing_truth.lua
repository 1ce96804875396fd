-- Searing Truth: deal 2 damage to target unit. [Guo Jia Bonus] Put a quest counter on your
-- champion.
return {
	targets = function()
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 2)
		if ctx:rule("lineage_bonus", "guo_jia") then
			ctx:rule("quest_counter")
		end
	end,
}
