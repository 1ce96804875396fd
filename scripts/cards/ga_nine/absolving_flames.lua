-- Absolving Flames: draw a card. [Class Bonus] You may banish four fire element cards from
-- your graveyard; if you do, draw a card (with fewer than four there, nothing is offered).
return {
	resolve = function(ctx)
		ctx:draw(1)
		if
			ctx:rule("class_bonus")
			and ctx:rule(
				"may_banish_from_graveyard",
				4,
				{ element = "fire" },
				"banish four fire cards from your graveyard to draw a card?"
			)
		then
			ctx:draw(1)
		end
	end,
}
