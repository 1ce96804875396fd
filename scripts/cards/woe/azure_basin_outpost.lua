-- Azure Basin Outpost (WoE 368): Action: Put a friendly creature on the bottom of its
-- owner's deck. If you do, exhaust 3 enemy creatures (as many as there are).
return {
	action = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({
			prompt = "Put which friendly creature on the bottom of its deck?",
			objects = mine,
		})[1]
		if picked == nil or not ctx:move(picked, "deck", { position = "bottom" }) then
			return
		end
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local n = math.min(3, #enemies)
		for _, creature in
			ipairs(ctx:choose({
				prompt = "Exhaust which 3 enemy creatures?",
				objects = enemies,
				min = n,
				max = n,
			}))
		do
			ctx:exhaust(creature)
		end
	end,
}
