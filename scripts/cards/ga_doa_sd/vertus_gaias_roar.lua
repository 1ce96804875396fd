-- Vertus, Gaia's Roar: Pride 10 (the rules script's obedience). Class Bonus: On Enter:
-- allies you control get +1 power for each Animal and/or Beast ally card in your graveyard
-- until end of turn (counted as it resolves; the allies you control then).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: your allies get +1 power per Animal or Beast ally card in your graveyard (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local n = ctx:count({
					zone = "graveyard",
					controller = "you",
					type = "ally",
					any_subtype = { "animal", "beast" },
				})
				if n == 0 then
					return
				end
				for _, ally in ipairs(ctx:objects({ type = "ally", controller = "you" })) do
					ctx:lasting({
						target = ally,
						duration = "end_of_turn",
						effect = { stat = "power", increase = n },
					})
				end
			end,
		},
	},
}
