-- World Tree (CotA 344), artifact: Action: Put a creature from your discard pile on top of
-- your deck.
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
		ctx:move(
			ctx:choose({ prompt = "Put which creature on top of your deck?", objects = creatures })[1],
			"deck"
		)
	end,
}
