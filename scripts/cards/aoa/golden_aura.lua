-- Golden Aura (AoA 217), action: Play: Fully heal a creature. For the remainder of the turn,
-- it belongs to house Sanctum (instead of its own) and cannot be dealt damage.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local creature = ctx:choose({ prompt = "Fully heal which creature?", objects = creatures })[1]
		if creature == nil then
			return
		end
		ctx:heal(creature, creature:damage())
		ctx:lasting({
			target = creature,
			duration = "turn",
			effect = { attribute = "house", value = "sanctum" },
		})
		ctx:lasting({ target = creature, duration = "turn", effect = { forbid = "damage" } })
	end,
}
