-- Warrior's Gambit: Choose one: deal 2 damage to target ally; or draw a card.
-- Class Bonus (your champion is a warrior): choose both instead.
return {
	modes = function(ctx)
		return {
			options = { "strike", "study" },
			choose = 1,
			bonus_choose = ctx:rule("class_bonus") and 2 or nil,
		}
	end,
	targets = function(ctx, mode)
		if mode == "strike" then
			return { { label = "ally to strike", type = "ally", count = 1 } }
		end
		return {}
	end,
	resolve = function(ctx)
		if ctx:mode("strike") then
			ctx:deal_damage(ctx:target(1), 2)
		end
		if ctx:mode("study") then
			ctx:draw(1)
		end
	end,
}
