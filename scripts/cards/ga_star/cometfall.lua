-- Cometfall: Starcalling (2). Deal 3 damage to each unit (champion or ally) that is not
-- astra element; Class Bonus: 4 instead.
return {
	resolve = function(ctx)
		local amount = ctx:rule("class_bonus") and 4 or 3
		for _, kind in ipairs({ "champion", "ally" }) do
			for _, unit in ipairs(ctx:objects({ type = kind, zone = "field" })) do
				if not unit:has_element("astra") then
					ctx:deal_damage(unit, amount)
				end
			end
		end
	end,
}
