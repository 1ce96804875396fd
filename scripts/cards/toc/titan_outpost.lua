-- Titan Outpost (ToC 115), artifact: Action: Put a friendly creature on the bottom of its
-- owner's deck. If you do, make a token creature and archive a card (from your hand).
return {
	action = function(ctx)
		if ctx:rule("bottom_friendly") then
			ctx:rule("make_token")
			ctx:rule("archive_from_hand", 1)
		end
	end,
}
