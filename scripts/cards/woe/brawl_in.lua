-- Brawl-In (WoE 022): Play: Make 2 token creatures. Enrage them.
return {
	resolve = function(ctx)
		local made = { ctx:rule("make_token"), ctx:rule("make_token") }
		for _, token in ipairs(made) do
			ctx:rule("enrage", token)
		end
	end,
}
