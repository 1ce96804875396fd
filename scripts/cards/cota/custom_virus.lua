-- Custom Virus (CotA 183): Omni: Sacrifice Custom Virus. Purge a creature from your hand.
-- Destroy each creature that shares a trait with the purged creature (traits are
-- subtypes). The purge and destruction happen even if the sacrifice did not.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		local creatures = ctx:objects({ zone = "hand", controller = "you", type = "creature" })
		local card = ctx:choose({ prompt = "Purge which creature from your hand?", objects = creatures })[1]
		if card == nil then
			return
		end
		local traits = card:subtypes()
		ctx:banish(card)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			for _, t in ipairs(traits) do
				if creature:has_subtype(t) then
					table.insert(doomed, creature)
					break
				end
			end
		end
		ctx:destroy(doomed)
	end,
}
