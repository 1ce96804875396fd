-- Vindication Outpost (ToC 162), artifact: Action: Put a friendly creature on the bottom of
-- its owner's deck. If you do, make a token creature, ready it, and fight with it.
return {
	action = function(ctx)
		if not ctx:rule("bottom_friendly") then
			return
		end
		local token = ctx:rule("make_token")
		if token ~= nil then
			ctx:ready(token)
			ctx:use(token, "fight")
		end
	end,
}
