-- Request Donations (WoE 222): Play: Make a token creature. It captures 2 æmber.
return {
	resolve = function(ctx)
		local token = ctx:rule("make_token")
		if token ~= nil then
			ctx:capture(token, 2)
		end
	end,
}
