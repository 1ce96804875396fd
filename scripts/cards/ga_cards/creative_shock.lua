-- Creative Shock: Draw two cards, then discard a card. Class Bonus: if a fire element card
-- was discarded, you may choose a unit and deal 2 damage to it.
return {
	resolve = function(ctx)
		ctx:draw(2)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local discarded = ctx:choose({ prompt = "a card to discard", objects = hand, min = 1, max = 1 })[1]
		if not discarded then
			return
		end
		local fire = discarded:has_element("fire")
		ctx:discard(discarded)
		if not (fire and ctx:rule("class_bonus")) then
			return
		end
		local unit = ctx:choose({
			prompt = "you may choose a unit to deal 2 damage to",
			objects = ctx:objects({ any_type = { "champion", "ally" } }),
			min = 0,
			max = 1,
		})[1]
		if unit then
			ctx:deal_damage(unit, 2)
		end
	end,
}
