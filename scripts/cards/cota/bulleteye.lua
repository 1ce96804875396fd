-- Bulleteye (CotA 297): Elusive. Reap: Destroy a flank creature (either player's: a
-- creature at an end of its battleline).
return {
	reap = function(ctx)
		local flank = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if #creature:neighbors() < 2 then
				table.insert(flank, creature)
			end
		end
		ctx:destroy(ctx:choose({ prompt = "Destroy which flank creature?", objects = flank })[1])
	end,
}
