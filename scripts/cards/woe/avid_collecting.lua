-- Avid Collecting (WoE 059): Play: Return a friendly token creature to your hand (it is
-- its own card again there).
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Return which friendly token creature to your hand?",
			objects = ctx:rule("token_creatures", "you"),
		})[1]
		if picked ~= nil then
			ctx:move(picked, "hand")
		end
	end,
}
