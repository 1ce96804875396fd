-- Relentless Whispers (CotA 281): Play: Deal 2 damage to a creature. If this damage
-- destroys it, steal 1 æmber. The damage is dealt (settled) before asking whether it
-- destroyed the creature.
return {
	resolve = function(ctx)
		local creature = ctx:choose({
			prompt = "Deal 2 damage to which creature?",
			objects = ctx:objects({ zone = "battleline" }),
		})[1]
		if creature == nil then
			return
		end
		ctx:deal_damage(creature, 2)
		ctx:settle()
		if not creature:is_valid() or creature:is_destroyed() then
			ctx:steal(1)
		end
	end,
}
