-- Novu Archaeologist (CotA 147): Action: Archive a card from your discard pile.
return {
	action = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "you" })
		ctx:move(
			ctx:choose({ prompt = "Archive which card from your discard pile?", objects = pile })[1],
			"archives"
		)
	end,
}
