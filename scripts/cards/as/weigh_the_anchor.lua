-- Weigh the Anchor (AS 187): Play: For each creature your opponent controls in excess of
-- you, stun an enemy creature (one not stunned yet each time, while there is one).
return {
	resolve = function(ctx)
		local excess = #ctx:objects({ zone = "battleline", controller = "opponent" })
			- #ctx:objects({ zone = "battleline", controller = "you" })
		for _ = 1, excess do
			local fresh = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
				if not ctx:rule("stunned", creature) then
					table.insert(fresh, creature)
				end
			end
			local pick = ctx:choose({ prompt = "Stun which enemy creature?", objects = fresh })[1]
			if pick == nil then
				return
			end
			ctx:rule("stun", pick)
		end
	end,
}
