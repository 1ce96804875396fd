-- Song of Nurturing: allies you control get +2 life until end of turn. Class Bonus: those
-- allies also get +1 power until end of turn (the allies you control as it resolves).
return {
	resolve = function(ctx)
		local bonus = ctx:rule("class_bonus")
		for _, ally in ipairs(ctx:objects({ type = "ally", controller = "you" })) do
			ctx:lasting({ target = ally, duration = "end_of_turn", effect = { stat = "life", increase = 2 } })
			if bonus then
				ctx:lasting({
					target = ally,
					duration = "end_of_turn",
					effect = { stat = "power", increase = 1 },
				})
			end
		end
	end,
}
