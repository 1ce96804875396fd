-- Manic Zealot: On Death: deal 2 damage to each champion.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "On Death: 2 damage to each champion",
			resolve = function(ctx)
				for _, champion in ipairs(ctx:objects({ type = "champion" })) do
					ctx:deal_damage(champion, 2)
				end
			end,
		},
	},
}
