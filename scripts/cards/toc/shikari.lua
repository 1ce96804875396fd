-- Shikari (ToC 266): Play: Make a token creature. After Fight: Return Shikari to your hand
-- (if it survived the fight).
return {
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
	fight = function(ctx)
		if ctx.this:is_valid() then
			ctx:move(ctx.this, "hand")
		end
	end,
}
