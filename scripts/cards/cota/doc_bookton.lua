-- Doc Bookton (CotA 139): Reap: Draw a card.
return {
	reap = function(ctx)
		ctx:draw(1)
	end,
}
