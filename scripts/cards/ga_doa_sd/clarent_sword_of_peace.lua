-- Clarent, Sword of Peace: a weapon. Class Bonus: remove a durability counter from it:
-- prevent the next 1 non-combat damage that would be dealt to each unit you control this
-- turn (the units you control as it resolves, each with its own shield).
return {
	activated = {
		peace = {
			legal = function(ctx)
				if ctx:rule("class_bonus") then
					return true
				end
				return false, "class bonus: your champion is not a warrior"
			end,
			resolve = function(ctx)
				for _, unit in ipairs(ctx:objects({ any_type = { "champion", "ally" }, controller = "you" })) do
					ctx:lasting({
						target = unit,
						duration = "turn",
						effect = { prevent = 1, damage = "non_combat" },
					})
				end
			end,
		},
	},
}
