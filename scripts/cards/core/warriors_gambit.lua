-- Warrior's Gambit: Choose one: deal 2 damage to target ally; or draw a card.
-- Class Bonus (your champion is a warrior): choose both instead.

-- The class bonus is unlocked while a champion you control shares this card's class.
local function class_bonus(ctx)
	local class = ctx.this:attribute("class")
	for _, champion in ipairs(ctx:objects({ zone = "field", type = "champion", controller = "you" })) do
		if champion:attribute("class") == class then
			return true
		end
	end
	return false
end

return {
	modes = function(ctx)
		return { options = { "strike", "study" }, choose = 1, bonus_choose = class_bonus(ctx) and 2 or nil }
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
