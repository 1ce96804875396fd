-- Vandalize (MM 260): Play: Look at the top 3 cards of your opponent's deck. Discard 1 and
-- put the others back in any order (the player picks which goes on top).
return {
	resolve = function(ctx)
		local top = ctx:top(3, ctx.opponent)
		local pick = ctx:choose({ prompt = "Discard which card?", objects = top })[1]
		if pick == nil then
			return
		end
		ctx:discard(pick)
		local rest = {}
		for _, c in ipairs(top) do
			if c.id ~= pick.id then
				table.insert(rest, c)
			end
		end
		if #rest == 2 then
			local first = ctx:choose({ prompt = "Put which card back on top?", objects = rest })[1]
			ctx:reposition(first, "top")
		end
	end,
}
