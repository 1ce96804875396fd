-- Juggle Knives: Deal 1 damage to your opponent's champion. Class Bonus (assassin or
-- ranger): draw a card.
-- Class bonus: a champion you control shares one of this card's classes (its `class` attribute).
local function class_bonus(ctx)
	for class in string.gmatch(ctx.this:attribute("class") or "", "[^,]+") do
		for _, champion in ipairs(ctx:objects({ zone = "field", type = "champion", controller = "you" })) do
			if champion:has_subtype(class) then
				return true
			end
		end
	end
	return false
end

return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "opponent" })[1]
		ctx:deal_damage(champion, 1)
		if class_bonus(ctx) then
			ctx:draw(1)
		end
	end,
}
