-- Nyyon Outpost (WoE 143): Action: Put a friendly creature on the bottom of its owner's deck.
-- If you do, make 2 token creatures.
return {
	action = function(ctx)
		if ctx:rule("bottom_friendly") then
			ctx:rule("make_token")
			ctx:rule("make_token")
		end
	end,
}
