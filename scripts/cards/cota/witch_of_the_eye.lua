-- Witch of the Eye (CotA 368): Reap: Return a card from your discard pile to your hand.
return {
	reap = function(ctx)
		local discard = ctx:objects({ zone = "discard", controller = "you" })
		if #discard == 0 then
			return
		end
		ctx:move(ctx:choose({ prompt = "Return which card to your hand?", objects = discard })[1], "hand")
	end,
}
