-- Monsquito (AS 075): After Fight: Fully heal Monsquito. Deal 2 damage to a creature
-- (Monsquito itself may be picked).
return {
	fight = function(ctx)
		ctx:heal(ctx.this, ctx.this:damage())
		local creatures = ctx:objects({ zone = "battleline" })
		local pick = ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = creatures })[1]
		if pick ~= nil then
			ctx:deal_damage(pick, 2)
		end
	end,
}
