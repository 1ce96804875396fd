-- Rich Score (ToC 210), action: Play: Make a token creature. Steal æmber equal to half the
-- number of friendly token creatures (rounded up), counted after the new one is made.
return {
	resolve = function(ctx)
		ctx:rule("make_token")
		local tokens = #ctx:rule("token_creatures", "you")
		if tokens > 0 then
			ctx:steal(math.ceil(tokens / 2))
		end
	end,
}
