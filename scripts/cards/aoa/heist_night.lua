-- Heist Night (AoA 303): Alpha (data). Play: Steal 1 æmber for each friendly Thief
-- creature.
return {
	resolve = function(ctx)
		local thieves = ctx:count({ zone = "battleline", controller = "you", subtype = "thief" })
		if thieves > 0 then
			ctx:steal(thieves)
		end
	end,
}
