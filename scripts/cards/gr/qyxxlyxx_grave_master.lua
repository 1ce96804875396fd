-- Qyxxlyxx Grave Master (GR R08): Play: Purge a creature from a discard pile (either); deal 2
-- damage to each creature that shares a trait with it (itself too). Destroyed: If you are
-- haunted, archive it.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "discard", controller = "any", type = "creature" })
		local pick = ctx:choose({ prompt = "Purge which creature card?", objects = creatures })[1]
		if pick == nil then
			return
		end
		local traits = pick:subtypes()
		if not ctx:banish(pick) then
			return
		end
		local hit = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			for _, trait in ipairs(traits) do
				if creature:has_subtype(trait) then
					table.insert(hit, creature)
					break
				end
			end
		end
		ctx:rule("damage_each", hit, 2)
	end,
}
