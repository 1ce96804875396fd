-- Permanent Record (GR 101): Play: Exhaust a friendly creature. If you do, steal 2 æmber
-- (a creature already exhausted may be chosen, and then nothing is stolen).
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({ prompt = "Exhaust which friendly creature?", objects = mine })[1]
		if picked ~= nil and ctx:exhaust(picked) then
			ctx:steal(2)
		end
	end,
}
