-- Desperate Gambit: alternative cost "sacrifice" (an ally) instead of 3 reserve.
-- Draw two cards.
return {
	resolve = function(ctx)
		ctx:draw(2)
	end,
}
