-- Nyyon Outpost (WoE 143): Action: Put a friendly creature on the bottom of its owner's deck.
-- If you do, make 2 token creatures.
return {
	action = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({
			prompt = "Put which friendly creature on the bottom of its deck?",
			objects = mine,
		})[1]
		if picked ~= nil and ctx:move(picked, "deck", { position = "bottom" }) then
			ctx:rule("make_token")
			ctx:rule("make_token")
		end
	end,
}
