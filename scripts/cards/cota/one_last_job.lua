-- One Last Job (CotA 277): Play: Purge each friendly Shadows creature. Steal 1 æmber for
-- each creature purged this way.
return {
	resolve = function(ctx)
		local purged = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:attribute("house") == "shadows" and ctx:banish(creature) then
				purged = purged + 1
			end
		end
		ctx:steal(purged)
	end,
}
