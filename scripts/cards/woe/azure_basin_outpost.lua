-- Azure Basin Outpost (WoE 368): Action: Put a friendly creature on the bottom of its
-- owner's deck. If you do, exhaust 3 enemy creatures (as many as there are).
return {
	action = function(ctx)
		if not ctx:rule("bottom_friendly") then
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
