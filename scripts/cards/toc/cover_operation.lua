-- Cover Operation (ToC 214), action: Play: Make a token creature, then ready it.
return {
	resolve = function(ctx)
		local token = ctx:rule("make_token")
		if token ~= nil then
			ctx:ready(token)
		end
	end,
}
