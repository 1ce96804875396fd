-- Information Exchange (WC 136): Play: Steal 1 æmber. If your opponent stole æmber from you
-- on their previous turn, steal 2 instead (the turn before this one: æmber its player lost
-- to a steal then).
return {
	resolve = function(ctx)
		local n = 1
		for _, act in ipairs(ctx.controller:last_turn("lost")) do
			if act.what == "steal" then
				n = 2
			end
		end
		ctx:steal(n)
	end,
}
