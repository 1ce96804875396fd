-- Trust No One (WC 248): Play: Steal 1 æmber. If there are no friendly creatures in play,
-- instead steal 1 æmber for each house represented among enemy creatures (at most 3).
return {
	resolve = function(ctx)
		if #ctx:objects({ zone = "battleline", controller = "you" }) > 0 then
			ctx:steal(1)
			return
		end
		local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
		local n = math.min(3, ctx:rule("houses_among", theirs))
		if n > 0 then
			ctx:steal(n)
		end
	end,
}
