-- Mass Abduction (CotA 169): Play: Put up to 3 damaged enemy creatures into your
-- archives. (Leaving your archives, they go to their owner's hand instead: the ruleset's
-- redirect, KF-ARCHIVE-OWNER-2.)
return {
	resolve = function(ctx)
		local damaged = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if creature:damage() > 0 then
				table.insert(damaged, creature)
			end
		end
		local prompt = "Put up to 3 damaged enemy creatures into your archives"
		for _, creature in ipairs(ctx:choose({ prompt = prompt, objects = damaged, min = 0, max = 3 })) do
			ctx:move(creature, "archives", { player = ctx.controller })
		end
	end,
}
