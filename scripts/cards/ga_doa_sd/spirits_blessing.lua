-- Spirit's Blessing: as an additional cost, return a regalia you control to its owner's
-- material deck (the data's additional cost). Wake up your champion. Draw a card.
return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		ctx:wake(champion)
		ctx:draw(1)
	end,
}
