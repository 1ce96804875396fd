-- Lava Ball (CotA 009): Play: Deal 4 damage to a creature with 2 splash (2 damage to
-- each of its neighbors). All of it is dealt together when the ability ends.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		if #creatures == 0 then
			return
		end
		local target = ctx:choose({ prompt = "Deal 4 damage to which creature?", objects = creatures })[1]
		ctx:deal_damage(target, 4)
		for _, neighbor in ipairs(target:neighbors()) do
			ctx:deal_damage(neighbor, 2)
		end
	end,
}
