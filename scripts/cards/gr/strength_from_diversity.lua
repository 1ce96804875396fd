-- Strength from Diversity (GR 271): Play: Each friendly non-Star Alliance creature captures
-- 1 æmber (the player picks which when the opponent has too little).
return {
	resolve = function(ctx)
		local others = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if not ctx:rule("of_house", creature, "staralliance") then
				table.insert(others, creature)
			end
		end
		ctx:rule("each_captures_one", others)
	end,
}
