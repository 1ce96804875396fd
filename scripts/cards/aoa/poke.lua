-- Poke (AoA 117), action: Play: Deal 1 damage to an enemy creature; if this damage
-- destroys that creature, draw a card. Damage sent elsewhere (Shadow Self) destroys
-- another creature, not that one.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local picked = ctx:choose({ prompt = "Deal 1 damage to which enemy creature?", objects = enemies })[1]
		if picked == nil then
			return
		end
		ctx:deal_damage(picked, 1)
		ctx:settle()
		if not picked:is_valid() then
			ctx:draw(1)
		end
	end,
}
