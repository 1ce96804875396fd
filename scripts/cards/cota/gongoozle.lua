-- Gongoozle (CotA 060): Play: Deal 3 damage to a creature. If it is not destroyed, its
-- owner discards a random card from their hand. The damage is settled first, so "not
-- destroyed" sees its result.
return {
	resolve = function(ctx)
		local creature = ctx:choose({
			prompt = "Deal 3 damage to which creature?",
			objects = ctx:objects({ zone = "battleline" }),
		})[1]
		if creature == nil then
			return
		end
		local owner = creature:owner()
		ctx:deal_damage(creature, 3)
		ctx:settle()
		if creature:is_valid() and not creature:is_destroyed() then
			local hand =
				ctx:look({ zone = "hand", controller = owner == ctx.controller and "you" or "opponent" })
			if #hand > 0 then
				ctx:discard(hand[ctx:random(#hand)])
			end
		end
	end,
}
