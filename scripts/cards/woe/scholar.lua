-- Scholar (WoE 287), token creature: Reap: Draw a card.
return {
	reap = function(ctx)
		ctx:draw(1)
	end,
}
