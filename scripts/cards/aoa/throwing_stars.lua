-- Throwing Stars (AoA 279), action: Play: Deal 1 damage to up to 3 creatures; gain 1
-- æmber for each creature destroyed this way (one kept in play by an "instead" was not).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local picked = ctx:choose({
			prompt = "Deal 1 damage to up to 3 creatures",
			objects = creatures,
			min = 0,
			max = 3,
		})
		for _, creature in ipairs(picked) do
			ctx:deal_damage(creature, 1)
		end
		ctx:settle()
		local destroyed = 0
		for _, creature in ipairs(picked) do
			if not creature:is_valid() then
				destroyed = destroyed + 1
			end
		end
		if destroyed > 0 then
			ctx:gain(ctx.controller, "amber", destroyed)
		end
	end,
}
