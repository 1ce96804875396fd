-- Random Access Archives (CotA 119): Play: Archive the top card of your deck.
return {
	resolve = function(ctx)
		ctx:move(ctx:top(1)[1], "archives")
	end,
}
