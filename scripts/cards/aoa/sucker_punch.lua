-- Sucker Punch (AoA 277), action: Alpha. Play: Deal 2 damage to an enemy creature. If that
-- creature is destroyed by this effect, archive Sucker Punch. Damage sent elsewhere (Shadow
-- Self) or stopped (a ward) destroys nothing of the kind.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local picked = ctx:choose({ prompt = "Deal 2 damage to which enemy creature?", objects = enemies })[1]
		if picked == nil then
			return
		end
		ctx:deal_damage(picked, 2)
		ctx:settle()
		if not picked:is_valid() then
			ctx:move(ctx.this, "archives")
		end
	end,
}
