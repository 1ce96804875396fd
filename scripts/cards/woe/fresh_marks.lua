-- Fresh Marks (WoE 042): Play: Destroy a friendly creature. If you do, exalt 3 enemy
-- creatures (as many as there are).
return {
	resolve = function(ctx)
		if not ctx:rule("destroy_friendly") then
			return
		end
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local n = math.min(3, #enemies)
		for _, creature in
			ipairs(
				ctx:choose({ prompt = "Exalt which 3 enemy creatures?", objects = enemies, min = n, max = n })
			)
		do
			ctx:rule("exalt", creature)
		end
	end,
}
