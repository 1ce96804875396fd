-- Badgemagus (DT 108): Deploy. Fight: Ready and fight with each of Badgemagus's neighbors,
-- one at a time (its neighbors as the ability began, in the order its player picks; one no
-- longer in play is skipped).
return {
	fight = function(ctx)
		local done = {}
		local neighbors = ctx.this:neighbors()
		for _ = 1, #neighbors do
			local still = {}
			for _, creature in ipairs(neighbors) do
				if not done[creature.id] and creature:is_valid() and creature:zone() == "battleline" then
					table.insert(still, creature)
				end
			end
			if #still == 0 or #ctx:objects({ zone = "battleline", controller = "opponent" }) == 0 then
				return
			end
			local picked = ctx:choose({ prompt = "Ready and fight with which neighbor?", objects = still })[1]
			done[picked.id] = true
			ctx:ready(picked)
			ctx:use(picked, "fight")
		end
	end,
}
