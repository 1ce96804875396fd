-- Kymoor Outpost (ToC 206), artifact: Action: Put a friendly creature on the bottom of its
-- owner's deck. If you do, steal 1 æmber and make a token creature.
return {
	action = function(ctx)
		if ctx:rule("bottom_friendly") then
			ctx:steal(1)
			ctx:rule("make_token")
		end
	end,
}
