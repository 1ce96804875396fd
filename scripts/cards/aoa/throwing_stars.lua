-- Throwing Stars (AoA 279), action: Play: Deal 1 damage to up to 3 creatures; gain 1
-- æmber for each creature destroyed this way (one kept in play by an "instead" was not:
-- the rules' "damage_each").
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local picked = ctx:choose({
			prompt = "Deal 1 damage to up to 3 creatures",
			objects = creatures,
			min = 0,
			max = 3,
		})
		local destroyed = ctx:rule("damage_each", picked, 1)
		if destroyed > 0 then
			ctx:gain(ctx.controller, "amber", destroyed)
		end
	end,
}
