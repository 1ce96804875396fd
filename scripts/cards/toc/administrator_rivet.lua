-- Administrator Rivet (ToC 070): Play: Make a token creature. If you are haunted, each
-- friendly token creature captures 1 æmber.
return {
	resolve = function(ctx)
		ctx:rule("make_token")
		if ctx:rule("haunted") then
			for _, token in ipairs(ctx:rule("token_creatures", "you")) do
				ctx:capture(token, 1)
			end
		end
	end,
}
