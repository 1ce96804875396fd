-- Echofly (GR 130): Action: Return an action card from your discard pile to your hand.
-- Scrap: Archive the topmost action card of your discard pile (a pile lists its cards
-- bottom first; Echofly itself is on top, not an action).
return {
	action = function(ctx)
		local actions = ctx:objects({ zone = "discard", controller = "you", type = "action" })
		local pick = ctx:choose({ prompt = "Return which action card to your hand?", objects = actions })[1]
		ctx:move(pick, "hand")
	end,
	scrap = function(ctx)
		local actions = ctx:objects({ zone = "discard", controller = "you", type = "action" })
		ctx:move(actions[#actions], "archives")
	end,
}
