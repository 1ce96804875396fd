-- Swift Induction (ToC 174), action: Play: Make a token creature. If that token creature
-- enters play adjacent to a Mutant creature, archive Swift Induction.
return {
	resolve = function(ctx)
		local token = ctx:rule("make_token")
		if token == nil or not token:is_valid() then
			return
		end
		for _, neighbor in ipairs(token:neighbors()) do
			if neighbor:has_subtype("mutant") then
				ctx:move(ctx.this, "archives")
				return
			end
		end
	end,
}
