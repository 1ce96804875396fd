-- Banner Slime: [Class Bonus] REST: other Slime allies you control get +1 power until end
-- of turn (those on the field as it resolves, each with its own effect).
return {
	activated = {
		rally = {
			legal = function(ctx)
				if ctx:rule("class_bonus") then
					return true
				end
				return false, "Class Bonus: your champion is not a tamer"
			end,
			resolve = function(ctx)
				for _, ally in
					ipairs(
						ctx:objects({ type = "ally", subtype = "slime", controller = "you", other = true })
					)
				do
					ctx:lasting({
						target = ally,
						duration = "turn",
						effect = { stat = "power", increase = 1 },
					})
				end
			end,
		},
	},
}
