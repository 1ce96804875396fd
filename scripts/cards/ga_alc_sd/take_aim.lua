-- Take Aim: target unit's next attack this turn gets +2 power (a power bonus for its next
-- attack: `duration = "next_attack"`). [Class Bonus] It also gains ranged 2 until end of
-- turn (the keyword and its amount, the stat `ranged`).
return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		local unit = ctx:target(1)
		ctx:lasting({ target = unit, duration = "next_attack", effect = { stat = "power", increase = 2 } })
		if ctx:rule("class_bonus") then
			ctx:lasting({ target = unit, duration = "end_of_turn", effect = { grant = "ranged" } })
			ctx:lasting({
				target = unit,
				duration = "end_of_turn",
				effect = { stat = "ranged", increase = 2 },
			})
		end
	end,
}
