-- Arcane Sight: your champion gets +1 level until end of turn. Draw a card.
return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		ctx:lasting({ target = champion, duration = "end_of_turn", effect = { stat = "level", increase = 1 } })
		ctx:draw(1)
	end,
}
