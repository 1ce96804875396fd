-- Dark Minion (MM 004): Destroyed: Deal 1 damage to each enemy creature (dealt together).
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: 1 damage to each enemy creature",
			resolve = function(ctx)
				for _, foe in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
					ctx:deal_damage(foe, 1)
				end
			end,
		},
	},
}
