-- Juggle Knives: Deal 1 damage to your opponent's champion. Class Bonus (assassin or
-- ranger): draw a card.
return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "opponent" })[1]
		ctx:deal_damage(champion, 1)
		if ctx:rule("class_bonus") then
			ctx:draw(1)
		end
	end,
}
