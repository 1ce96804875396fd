-- Monument to Octavia (MM 237): Action: A friendly creature captures 1 æmber, or 2 if
-- Cornicen Octavia is in your discard pile.
return {
	action = function(ctx)
		local n = 1
		if ctx:count({ zone = "discard", controller = "you", card = "cornicen_octavia" }) > 0 then
			n = 2
		end
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Which friendly creature captures?", objects = mine })[1]
		if pick ~= nil then
			ctx:capture(pick, n)
		end
	end,
}
