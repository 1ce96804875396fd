-- Echoing Deathknell (GR 319): Play: Deal 1 damage to each creature. If one or more
-- creatures are destroyed this way, repeat the preceding effect. Each round is dealt and
-- settled before the next is decided; every round that destroys shrinks the battlelines, so
-- it ends.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		while #creatures > 0 do
			for _, creature in ipairs(creatures) do
				ctx:deal_damage(creature, 1)
			end
			ctx:settle()
			local left = ctx:objects({ zone = "battleline" })
			if #left == #creatures then
				return
			end
			creatures = left
		end
	end,
}
